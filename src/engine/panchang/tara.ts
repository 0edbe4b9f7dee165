/**
 * Tara Bala: the day's quality for a person from the count of the day's Moon nakshatra from the
 * birth nakshatra, in nine-fold cycles: 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari,
 * 6 Sadhaka, 7 Vadha (Naidhana), 8 Mitra, 9 Parama Mitra. Vipat, Pratyari and Vadha are the
 * adverse taras; Janma is mixed. The readings below are Akasha's own short texts.
 */
export const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra'] as const;
export const TARA_QUALITY = ['mixed', 'good', 'bad', 'good', 'bad', 'good', 'bad', 'good', 'good'] as const;

export interface TaraReading { health: string; work: string; relationships: string; finance: string; travel: string }

export const TARA_READINGS: readonly TaraReading[] = [
  { health: 'Energy is tied to the mind today; rest and regular meals keep you steady.', work: 'Continue what is under way rather than starting something new.', relationships: 'You are sensitive to tone; say plainly what you mean.', finance: 'Hold back from large commitments; routine payments are fine.', travel: 'Short familiar journeys only; postpone long ones if you can.' },
  { health: 'Vitality is good; a fine day to begin a healthy habit.', work: 'Effort pays: push forward proposals and ask for what you need.', relationships: 'Warm, generous exchanges; a good day to reconnect.', finance: 'Favourable for gains, purchases and collecting dues.', travel: 'Journeys go smoothly and serve their purpose.' },
  { health: 'Guard against strain and minor accidents; do not overexert.', work: 'Obstacles and delays; double-check details and deadlines.', relationships: 'Misunderstandings come easily; avoid arguments.', finance: 'Avoid lending, speculation and new debts.', travel: 'Avoid non-essential travel; allow extra time if you must go.' },
  { health: 'Steady and protected; recovery and care go well.', work: 'Good for consolidating, organising and secure steps.', relationships: 'Comfortable and supportive; family matters go well.', finance: 'Savings and safe investments are favoured.', travel: 'Safe journeys, especially for family or home.' },
  { health: 'Stress shows in the body; keep to simple routines.', work: 'Opposition or competition; keep your plans to yourself.', relationships: 'Friction with others is likely; choose patience.', finance: 'Expenses may surprise you; postpone major spending.', travel: 'Delays and hindrances; travel only if needed.' },
  { health: 'Discipline brings results; good for treatment and practice.', work: 'Goals are achievable; finish important tasks today.', relationships: 'Cooperation comes easily; good for agreements.', finance: 'Gains through effort; good for planned purchases.', travel: 'Purposeful journeys succeed.' },
  { health: 'Take special care of health and safety today.', work: 'Avoid decisive moves and new ventures.', relationships: 'Keep away from conflict; be gentle with others.', finance: 'Risk of loss: avoid investments and large purchases.', travel: 'Avoid travel where possible.' },
  { health: 'Good spirits support wellbeing.', work: 'Help from colleagues and friends; good for teamwork.', relationships: 'Friendly, harmonious day; meet people.', finance: 'Modest gains and help from friends.', travel: 'Pleasant journeys and good company.' },
  { health: 'Very favourable for health and healing.', work: 'Excellent for important starts and meetings.', relationships: 'Deep goodwill; favourable for commitments.', finance: 'Very good for wealth matters and auspicious purchases.', travel: 'Highly favourable for travel.' },
];

/** Tara (1-9) of today's nakshatra counted from the birth nakshatra (both 1-27). */
export const taraOf = (birth: number, today: number): number => ((((today - birth) % 27) + 27) % 27) % 9 + 1;
