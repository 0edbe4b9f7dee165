/**
 * Tarot: the deck's data, the seeded generator, spreads, the daily card and yes/no.
 *
 * The pinned draws below (GOLDEN_*) are the cross-platform contract: cyrb128 -> sfc32 uses only
 * 32-bit integer operations, so Node, a browser tab and a service worker must produce exactly
 * these ids for these seeds. The browser tests compare against the same numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  allCards, cyrb128, dailyCard, drawCards, drawSpread, getCard, listCards, REVERSAL_PROBABILITY, rngFromString,
  seedKey, shuffledIds, TarotInputError, TarotNotFoundError, todayIn, yesNo, yesNoAnswer,
} from '../../src/engine/tarot';

/** [id, reversed ? 1 : 0] of the ten cards of the celtic spread for each seed. */
const GOLDEN_CELTIC: Record<string, [number, number][]> = {
  '42': [[32, 1], [15, 0], [48, 0], [37, 1], [28, 0], [12, 1], [29, 0], [61, 0], [23, 0], [53, 1]],
  'hello world': [[69, 0], [62, 1], [2, 0], [19, 1], [72, 1], [5, 1], [0, 1], [38, 0], [52, 1], [3, 0]],
  '1': [[38, 0], [19, 1], [39, 0], [45, 1], [74, 0], [53, 0], [67, 1], [56, 0], [57, 0], [40, 1]],
};
/** Daily card [id, reversed] for three dates (seed "akasha-daily:YYYY-MM-DD"). */
const GOLDEN_DAILY: Record<string, [number, boolean]> = {
  '2025-01-01': [1, false],
  '2025-03-10': [72, false],
  '2025-03-11': [58, true],
};

const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('the deck', () => {
  const cards = allCards();

  it('has 78 cards with ids 0-77 in order: 22 majors, then Wands, Cups, Pentacles, Swords of 14', () => {
    expect(cards).toHaveLength(78);
    cards.forEach((c, i) => expect(c.id).toBe(i));
    const bySuit = (s: string) => cards.filter((c) => c.suit === s).map((c) => c.id);
    expect(bySuit('Major Arcana')).toEqual(Array.from({ length: 22 }, (_, i) => i));
    expect(bySuit('Wands')).toEqual(Array.from({ length: 14 }, (_, i) => 22 + i));
    expect(bySuit('Cups')).toEqual(Array.from({ length: 14 }, (_, i) => 36 + i));
    expect(bySuit('Pentacles')).toEqual(Array.from({ length: 14 }, (_, i) => 50 + i));
    expect(bySuit('Swords')).toEqual(Array.from({ length: 14 }, (_, i) => 64 + i));
  });

  it('names the landmarks of the service numbering', () => {
    expect(getCard(0).name).toBe('The Fool');
    expect(getCard(8).name).toBe('Strength');
    expect(getCard(11).name).toBe('Justice');
    expect(getCard(21).name).toBe('The World');
    expect(getCard(22).name).toBe('Ace of Wands');
    expect(getCard(77).name).toBe('King of Swords');
  });

  it('numbers minors 1-14 (Ace..King) and gives each suit its element', () => {
    const ranks = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];
    const element = { Wands: 'Fire', Cups: 'Water', Pentacles: 'Earth', Swords: 'Air' } as const;
    for (const c of cards.filter((x) => x.arcana === 'minor')) {
      expect(c.rank).toBe(ranks[c.number - 1]);
      expect(c.name).toBe(`${c.rank} of ${c.suit}`);
      expect(c.element).toBe(element[c.suit as keyof typeof element]);
    }
    cards.filter((x) => x.arcana === 'major').forEach((c, i) => expect(c.number).toBe(i));
  });

  it('carries complete authored text for every card', () => {
    const texts = new Set<string>();
    for (const c of cards) {
      for (const text of [c.upright, c.reversed]) {
        expect(sentences(text), `${c.name}: ${text}`).toBeGreaterThanOrEqual(2);
        expect(sentences(text), `${c.name}: ${text}`).toBeLessThanOrEqual(3);
        expect(texts.has(text), `repeated text in ${c.name}`).toBe(false);
        texts.add(text);
      }
      expect(c.keywords.upright.length).toBeGreaterThanOrEqual(3);
      expect(c.keywords.reversed.length).toBeGreaterThanOrEqual(3);
      expect(['yes', 'no', 'maybe']).toContain(c.yes_no);
      expect(c.astrology.length).toBeGreaterThan(2);
      expect(c.emblem.length).toBeGreaterThan(20);
      expect(c.archetype.length).toBeGreaterThan(3);
    }
    expect(new Set(cards.map((c) => c.name)).size).toBe(78);
    // Every tendency occurs, so yes/no can give all three answers upright.
    expect(new Set(cards.map((c) => c.yes_no))).toEqual(new Set(['yes', 'no', 'maybe']));
  });

  it('uses Golden Dawn correspondences', () => {
    expect(getCard(1).astrology).toBe('Mercury'); // The Magician
    expect(getCard(4).astrology).toBe('Aries'); // The Emperor
    expect(getCard(16).astrology).toBe('Mars'); // The Tower
    expect(getCard(23).astrology).toBe('Mars in Aries'); // Two of Wands
    expect(getCard(66).astrology).toBe('Saturn in Libra'); // Three of Swords
  });
});

describe('card lookup and search', () => {
  it('accepts ids 0-77 as numbers or decimal strings and nothing else', () => {
    expect(getCard('7').name).toBe('The Chariot');
    for (const bad of [78, -1, 3.5, 'abc', '1e1', '']) {
      expect(() => getCard(bad as never)).toThrow(TarotNotFoundError);
    }
  });

  it('filters by suit and searches keywords (all terms, any case or accent)', () => {
    expect(listCards({ suit: 'Cups' })).toHaveLength(14);
    expect(listCards({ suit: 'major arcana' })).toHaveLength(22);
    expect(listCards({ search: 'heartbreak' }).map((c) => c.name)).toEqual(['Three of Swords']);
    expect(listCards({ search: 'NEW BEGINNINGS' }).map((c) => c.name)).toEqual(['The Fool']);
    expect(listCards({ suit: 'Swords', search: 'clarity' }).map((c) => c.id)).toEqual([64, 76]);
    expect(listCards({ search: 'no-such-keyword' })).toEqual([]);
    expect(() => listCards({ suit: 'Coins' })).toThrow(TarotInputError);
  });
});

describe('seeded generator (cyrb128 -> sfc32)', () => {
  it('matches the pinned hash and stream', () => {
    expect(cyrb128('akasha')).toEqual([6148995, 3840147512, 2380941025, 2166019623]);
    const r = rngFromString('akasha');
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([2900633632, 1254509621, 997288284]);
  });

  it('draws integers in range, roughly uniformly (chi-square over 78 bins below 130 for 78,000 draws)', () => {
    const r = rngFromString('uniformity');
    const bins = new Array<number>(78).fill(0);
    const n = 78_000;
    let outOfRange = 0;
    for (let i = 0; i < n; i++) {
      const x = r.int(78);
      if (!(Number.isInteger(x) && x >= 0 && x < 78)) outOfRange++;
      else bins[x] = (bins[x] ?? 0) + 1;
    }
    expect(outOfRange).toBe(0);
    const expected = n / 78;
    const chi2 = bins.reduce((s, b) => s + (b - expected) ** 2 / expected, 0);
    console.log(`rng uniformity: chi-square ${chi2.toFixed(1)} over 78 bins (${n} draws)`);
    // 77 degrees of freedom: the 99.9th percentile is about 122.
    expect(chi2).toBeLessThan(130);
  });

  it('hashes a numeric seed as its decimal digits and rejects bad seeds', () => {
    expect(seedKey(42)).toBe('42');
    expect(drawCards(10, 42).cards).toEqual(drawCards(10, '42').cards);
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '']) {
      expect(() => drawCards(1, bad)).toThrow(TarotInputError);
    }
  });
});

describe('spreads', () => {
  it.each(Object.entries(GOLDEN_CELTIC))('seed %s gives the pinned celtic cross', (seed, golden) => {
    const s = drawSpread('celtic', { seed: /^\d+$/.test(seed) ? Number(seed) : seed });
    expect(s.cards.map((c) => [c.card.id, c.reversed ? 1 : 0])).toEqual(golden);
  });

  it('is the same for the same seed and different for different seeds', () => {
    const a = drawSpread('three', { seed: 2024 });
    const b = drawSpread('three', { seed: 2024 });
    expect(b.cards.map((c) => [c.card.id, c.reversed])).toEqual(a.cards.map((c) => [c.card.id, c.reversed]));
    const c = drawSpread('three', { seed: 2025 });
    expect(c.cards.map((x) => x.card.id)).not.toEqual(a.cards.map((x) => x.card.id));
  });

  it('deals from the top: single and three are the first cards of celtic with the same seed', () => {
    const celtic = drawSpread('celtic', { seed: 7 }).cards.map((c) => [c.card.id, c.reversed]);
    expect(drawSpread('three', { seed: 7 }).cards.map((c) => [c.card.id, c.reversed])).toEqual(celtic.slice(0, 3));
    expect(drawSpread('single', { seed: 7 }).cards.map((c) => [c.card.id, c.reversed])).toEqual(celtic.slice(0, 1));
  });

  it('never repeats a card within a spread (1,000 seeds) and the shuffle is a permutation', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const ids = drawSpread('celtic', { seed }).cards.map((c) => c.card.id);
      expect(new Set(ids).size).toBe(10);
    }
    expect([...shuffledIds(rngFromString('x'))].sort((p, q) => p - q)).toEqual(Array.from({ length: 78 }, (_, i) => i));
  });

  it(`reverses cards with probability ${REVERSAL_PROBABILITY} (10,000 cards within ±0.02)`, () => {
    let reversed = 0;
    for (let seed = 1; seed <= 1000; seed++) reversed += drawSpread('celtic', { seed }).cards.filter((c) => c.reversed).length;
    console.log(`reversal rate: ${(reversed / 10_000).toFixed(4)} (expected ${REVERSAL_PROBABILITY})`);
    expect(Math.abs(reversed / 10_000 - REVERSAL_PROBABILITY)).toBeLessThan(0.02);
  });

  it('names the positions: past, present, future; the ten of the Celtic Cross', () => {
    expect(drawSpread('three', { seed: 1 }).cards.map((c) => c.key)).toEqual(['past', 'present', 'future']);
    expect(drawSpread('celtic', { seed: 1 }).cards.map((c) => c.key)).toEqual([
      'present', 'challenge', 'foundation', 'recent_past', 'crown', 'near_future', 'self', 'environment', 'hopes_fears', 'outcome',
    ]);
    const s = drawSpread('single', { seed: 1, topic: 'career' });
    expect(s.topic).toBe('career');
    expect(s.cards[0]?.reading).toContain('in your work');
    expect(s.cards[0]?.meaning).toBe(s.cards[0]?.reversed ? s.cards[0]?.card.reversed : s.cards[0]?.card.upright);
  });

  it('without a seed draws randomly and returns a seed that replays the draw', () => {
    const s = drawSpread('celtic');
    expect(s.seed_generated).toBe(true);
    expect(typeof s.seed).toBe('number');
    expect(s.seed).toBeGreaterThan(0);
    const again = drawSpread('celtic', { seed: s.seed });
    expect(again.seed_generated).toBe(false);
    expect(again.cards.map((c) => [c.card.id, c.reversed])).toEqual(s.cards.map((c) => [c.card.id, c.reversed]));
  });
});

describe('daily card: a function of the calendar date only', () => {
  it.each(Object.entries(GOLDEN_DAILY))('%s gives the pinned card', (date, [id, reversed]) => {
    const d = dailyCard({ date });
    expect(d.card.card.id).toBe(id);
    expect(d.card.reversed).toBe(reversed);
    expect(d.seed).toBe(`akasha-daily:${date}`);
  });

  it('is the same for every caller on one date, whatever the zone or the time of the call', () => {
    const a = dailyCard({ date: '2025-03-10' });
    const b = dailyCard({ date: '2025-03-10', tz: 'America/New_York', now: new Date('2030-01-01T00:00:00Z') });
    expect(b.card.card.id).toBe(a.card.card.id);
    expect(b.card.reversed).toBe(a.card.reversed);
  });

  it('changes with the date (60 consecutive days give many different cards)', () => {
    const ids = new Set<number>();
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 60; i++) ids.add(dailyCard({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10) }).card.card.id);
    expect(ids.size).toBeGreaterThan(30);
  });

  it('takes "today" in the stated zone: 2025-03-10 20:00 UTC is already 2025-03-11 in Kolkata', () => {
    const now = new Date('2025-03-10T20:00:00Z');
    expect(todayIn('UTC', now)).toBe('2025-03-10');
    expect(todayIn('Asia/Kolkata', now)).toBe('2025-03-11');
    expect(todayIn('-05:00', now)).toBe('2025-03-10');
    const k = dailyCard({ tz: 'Asia/Kolkata', now });
    expect(k).toMatchObject({ date: '2025-03-11', tz: 'Asia/Kolkata', date_source: 'today' });
    expect(k.card.card.id).toBe(dailyCard({ date: '2025-03-11' }).card.card.id);
  });

  it('rejects a bad date or zone', () => {
    expect(() => dailyCard({ date: '2025-13-45' })).toThrow(TarotInputError);
    try {
      dailyCard({ tz: 'Mars/Olympus_Mons' });
      expect.unreachable();
    } catch (err) {
      expect((err as TarotInputError).param).toBe('tz');
    }
  });
});

describe('yes/no', () => {
  it('upright keeps the tendency; reversed moves one step down yes > maybe > no', () => {
    expect(yesNoAnswer('yes', false)).toBe('yes');
    expect(yesNoAnswer('maybe', false)).toBe('maybe');
    expect(yesNoAnswer('no', false)).toBe('no');
    expect(yesNoAnswer('yes', true)).toBe('maybe');
    expect(yesNoAnswer('maybe', true)).toBe('no');
    expect(yesNoAnswer('no', true)).toBe('no');
  });

  it('draws the first card of the seeded draw and explains the answer', () => {
    const r = yesNo({ seed: 42, question: '  Should I move?  ' });
    // Seed 42 deals 32 (Page of Wands, tendency yes) reversed: the answer weakens to maybe.
    expect(r.card.card.id).toBe(32);
    expect(r.card.reversed).toBe(true);
    expect(r.tendency).toBe('yes');
    expect(r.answer).toBe('maybe');
    expect(r.reasoning).toContain('Page of Wands');
    expect(r.reasoning).toContain('maybe');
    expect(r.question).toBe('Should I move?');
    expect(yesNo({ seed: 42 })).toMatchObject({ answer: 'maybe', question: null });
  });

  it('gives all three answers across seeds, each consistent with the rule', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const r = yesNo({ seed });
      expect(r.answer).toBe(yesNoAnswer(r.card.card.yes_no, r.card.reversed));
      seen.add(r.answer);
    }
    expect(seen).toEqual(new Set(['yes', 'no', 'maybe']));
  });
});
