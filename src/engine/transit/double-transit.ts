/**
 * Double transit (K.N. Rao's rule, from his writings on timing events by dasha and transit and
 * his Journal of Astrology articles on the Saturn-Jupiter transit):
 * an event of a house comes when Saturn and Jupiter both influence that house or its lord at
 * the same time, reckoned from the lagna and also from the Moon. A graha influences a sign by
 * occupying it or by its graha drishti (Jupiter: 5th, 7th, 9th; Saturn: 3rd, 7th, 10th; BPHS 26).
 * The lord's sign is the sign the house lord occupies in the natal chart (Parashara lords).
 * Without a natal chart the sign-level answer remains: the signs both grahas influence.
 */
import { SPECIAL_ASPECTS } from '../kundli/aspects';
import { SIGN_LORDS } from '../vedic/zodiac';
import { houseFrom } from './occupancy';

export type Influence = 'occupies' | '3rd aspect' | '5th aspect' | '7th aspect' | '9th aspect' | '10th aspect';

/** How a graha in `from` influences `target` (null if it does not). */
export function influence(graha: 'Jupiter' | 'Saturn', from: number, target: number): Influence | null {
  const h = houseFrom(from, target);
  if (h === 1) return 'occupies';
  return SPECIAL_ASPECTS[graha].includes(h) ? (`${h === 3 ? '3rd' : `${h}th`} aspect` as Influence) : null;
}

/** Signs (0-11) influenced by both, with how. */
export function doubleSigns(jupiterSign: number, saturnSign: number): { sign: number; jupiter: Influence; saturn: Influence }[] {
  const out: { sign: number; jupiter: Influence; saturn: Influence }[] = [];
  for (let s = 0; s < 12; s++) {
    const j = influence('Jupiter', jupiterSign, s);
    const t = influence('Saturn', saturnSign, s);
    if (j && t) out.push({ sign: s, jupiter: j, saturn: t });
  }
  return out;
}

/** Short significations of the houses (Akasha's wording of the standard karakatvas, BPHS 11-23). */
export const HOUSE_SIGNIFICATIONS: readonly string[][] = [
  ['self', 'health', 'new beginnings'],
  ['wealth', 'family', 'speech'],
  ['siblings', 'courage', 'short journeys'],
  ['home', 'mother', 'property', 'vehicles'],
  ['children', 'education', 'creativity'],
  ['service', 'illness', 'debts', 'competition'],
  ['marriage', 'partnerships', 'business'],
  ['longevity', 'sudden change', 'inheritance'],
  ['fortune', 'father', 'higher learning', 'pilgrimage'],
  ['career', 'status', 'authority'],
  ['gains', 'income', 'fulfilment of wishes'],
  ['expenses', 'foreign lands', 'retreat', 'loss'],
];

export interface HouseActivation {
  house: number;
  sign: number;
  lord: string;
  lordSign: number;
  jupiter: { house: Influence | null; lord: Influence | null };
  saturn: { house: Influence | null; lord: Influence | null };
  /** Both influence the house or its lord (K.N. Rao's double transit). */
  double: boolean;
  /** Both influence the house sign itself. */
  onHouse: boolean;
  significations: string[];
}

/** The 12 houses from a reference sign (lagna or Moon); `natalSignOf` gives the natal sign of a graha. */
export function doubleTransit(referenceSign: number, natalSignOf: (graha: string) => number, jupiterSign: number, saturnSign: number): HouseActivation[] {
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (referenceSign + i) % 12;
    const lord = SIGN_LORDS[sign];
    const lordSign = natalSignOf(lord);
    const jupiter = { house: influence('Jupiter', jupiterSign, sign), lord: influence('Jupiter', jupiterSign, lordSign) };
    const saturn = { house: influence('Saturn', saturnSign, sign), lord: influence('Saturn', saturnSign, lordSign) };
    return {
      house: i + 1, sign, lord, lordSign, jupiter, saturn,
      double: Boolean((jupiter.house || jupiter.lord) && (saturn.house || saturn.lord)),
      onHouse: Boolean(jupiter.house && saturn.house),
      significations: HOUSE_SIGNIFICATIONS[i],
    };
  });
}
