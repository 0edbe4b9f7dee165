/**
 * Dasha synchronisation of two charts at a moment (the wedding date): the Vimshottari maha and
 * antar dashas running for each (kundli/dasha/vimshottari.ts) and a 0-10 score:
 *  - 4 points: friendship of the two mahadasha lords (graha maitri points x 0.8);
 *  - 3 points: friendship of the two antardasha lords (graha maitri points x 0.6);
 *  - 3 points: neither partner is in dasha sandhi, the junction of two mahadashas (1.5 for each
 *    partner whose mahadasha does not change within 6 months of the date). Marriage during a
 *    dasha sandhi is avoided in the classical muhurta texts (B.V. Raman, *Muhurtha*).
 * The weighting is Akasha's, stated here; the parts are classical rules.
 */
import { DEFAULT_YEAR_DAYS, runningAt, vimshottari } from '../kundli/dasha/vimshottari';
import type { NatalChart } from '../kundli/types';
import type { Graha } from '../vedic/zodiac';
import { maitriPoints } from './kootas';
import { lonOf } from './reading';

export const SANDHI_DAYS = 182.625;

export interface RunningDasha { lord: Graha; start_jd: number; end_jd: number; remaining_years: number; antar_lord: Graha; antar_start_jd: number; antar_end_jd: number; in_sandhi: boolean }

export interface DashaSync {
  at_jd: number;
  boy: RunningDasha | null;
  girl: RunningDasha | null;
  mds_are_friends: boolean;
  ads_are_friends: boolean;
  antar_dasha_sync_score: number;
  max: 10;
  parts: { name: string; points: number; max: number; rule: string }[];
}

function running(c: NatalChart, jd: number, yearDays: number): RunningDasha | null {
  const { periods } = vimshottari(lonOf(c, 'Moon'), c.jd, 2, yearDays);
  const chain = runningAt(periods, jd);
  if (chain.length < 2) return null;
  const [md, ad] = chain;
  const inSandhi = md.end_jd - jd < SANDHI_DAYS || jd - md.start_jd < SANDHI_DAYS;
  return {
    lord: md.lord, start_jd: md.start_jd, end_jd: md.end_jd, remaining_years: Math.round(((md.end_jd - jd) / yearDays) * 1000) / 1000,
    antar_lord: ad.lord, antar_start_jd: ad.start_jd, antar_end_jd: ad.end_jd, in_sandhi: inSandhi,
  };
}

export function dashaSync(boy: NatalChart, girl: NatalChart, jd: number, yearDays = DEFAULT_YEAR_DAYS): DashaSync {
  const b = running(boy, jd, yearDays), g = running(girl, jd, yearDays);
  const parts: DashaSync['parts'] = [];
  let mdFriends = false, adFriends = false;
  if (b && g) {
    const md = maitriPoints(b.lord, g.lord);
    const ad = maitriPoints(b.antar_lord, g.antar_lord);
    mdFriends = md.points >= 4;
    adFriends = ad.points >= 4;
    parts.push({ name: 'maha_dasha_lords', points: Math.round(md.points * 0.8 * 10) / 10, max: 4, rule: `mahadasha lords ${b.lord} (groom) and ${g.lord} (bride): ${md.ab === 'same' ? 'the same planet' : `${md.ab}/${md.ba}`}, ${md.points} of 5` });
    parts.push({ name: 'antar_dasha_lords', points: Math.round(ad.points * 0.6 * 10) / 10, max: 3, rule: `antardasha lords ${b.antar_lord} and ${g.antar_lord}: ${ad.ab === 'same' ? 'the same planet' : `${ad.ab}/${ad.ba}`}, ${ad.points} of 5` });
  } else {
    parts.push({ name: 'maha_dasha_lords', points: 0, max: 4, rule: 'the date is outside the 120-year Vimshottari cycle of one chart' });
    parts.push({ name: 'antar_dasha_lords', points: 0, max: 3, rule: 'the date is outside the 120-year Vimshottari cycle of one chart' });
  }
  const sandhi = (r: RunningDasha | null) => (r && !r.in_sandhi ? 1.5 : 0);
  parts.push({
    name: 'no_dasha_sandhi', points: sandhi(b) + sandhi(g), max: 3,
    rule: `mahadasha junction within 6 months of the date: groom ${b ? (b.in_sandhi ? 'yes' : 'no') : 'n/a'}, bride ${g ? (g.in_sandhi ? 'yes' : 'no') : 'n/a'}`,
  });
  const score = Math.round(parts.reduce((s, p) => s + p.points, 0));
  return { at_jd: jd, boy: b, girl: g, mds_are_friends: mdFriends, ads_are_friends: adFriends, antar_dasha_sync_score: score, max: 10, parts };
}
