/**
 * Match-making report: Ashtakoota (36 gunas, engine/matching with the default tables), the
 * koota doshas with their named exceptions, Mangal dosha of both charts and their pairing,
 * and the authored milan reading. Field names follow the service's report (Boy, Girl,
 * Ashtakoota{Total, Max, Kootas[]{name, score, Max, Reason}, Verdict}, MangalDoshaBoy/Girl,
 * NadiDosha, FinalVerdict).
 */
import { ashtakoota, DEFAULT_ASHTAKOOTA_OPTIONS } from '../matching/ashtakoota';
import { KOOTAS } from '../matching/kootas';
import { type MangalDosha, mangalDosha, mangalMatch } from '../matching/doshas';
import { moonProfile } from '../matching/profile';
import { milanSections } from '../narrative/milan';
import type { NatalChart } from '../kundli/types';
import { signOf } from '../kundli/types';
import { koota } from '../matching/kootas';
import { SIGNS } from '../vedic/zodiac';
import { envelope, methodChapter, placementOf } from './common';
import { chapter, fromNarrative, kv, para, part, table } from './document';

export interface MatchPerson { name: string | null; place: string | null; birth_date: string; birth_time: string; tz: string; lat: number; lon: number; natal: NatalChart }
export interface MatchInput { boy: MatchPerson; girl: MatchPerson; lang: string; generatedAt: string; warnings: string[]; methodLines: string[] }

const VERDICT = { not_recommended: 'poor', acceptable: 'fair', good: 'good', excellent: 'excellent' } as const;

/** Service status of a Mangal dosha: purn (from both lagna and Moon), mild (from one), none (absent or cancelled). */
export function mangalStatus(m: MangalDosha): 'purn' | 'mild' | 'none' {
  if (!m.has_mangal_dosha) return 'none';
  return m.from_lagna && m.from_moon ? 'purn' : 'mild';
}
/** Houses of Mars: positive from the lagna, negative from the Moon, where each is a dosha house. */
export const housesOccupied = (m: MangalDosha): number[] => [...(m.from_lagna ? [m.mars_house] : []), ...(m.from_moon ? [-m.mars_house_from_moon] : [])];

export function matchReport(x: MatchInput) {
  const people = [x.boy, x.girl].map((p) => {
    const moon = p.natal.grahas[1].longitude;
    const prof = moonProfile(moon);
    const varna = koota('varna', prof, prof, DEFAULT_ASHTAKOOTA_OPTIONS).boy;
    return { p, prof, varna, mangal: mangalDosha(p.natal, 'north') };
  });
  const [b, g] = people;
  const a = ashtakoota(b.prof, g.prof, DEFAULT_ASHTAKOOTA_OPTIONS);
  const mm = mangalMatch(b.mangal, g.mangal);
  const nadi = a.doshas.find((d) => d.dosha === 'nadi')!;
  const echo = (q: (typeof people)[number]) => ({
    name: q.p.name, birth_date: q.p.birth_date, birth_time: q.p.birth_time, birth_place: q.p.place, tz: q.p.tz, lat: q.p.lat, lon: q.p.lon,
    ascendant_sign: SIGNS[signOf(q.p.natal.ascendant)], sign: q.prof.sign, sign_lord: q.prof.sign_lord, nakshatra: q.prof.nakshatra, pada: q.prof.pada,
    varna: q.varna, vashya: q.prof.vashya, yoni: q.prof.yoni, gana: q.prof.gana, nadi: q.prof.nadi,
  });
  const mangalOut = (m: MangalDosha) => ({
    Computed: true, NotComputedReason: null, HasDosha: m.has_mangal_dosha, Present: m.present, Type: mangalStatus(m), Severity: m.severity,
    HousesOccupied: housesOccupied(m), Cancelled: m.cancelled, CancelReasons: m.cancelled_by,
    mars_sign: SIGNS[m.mars_sign], mars_house: m.mars_house, mars_house_from_moon: m.mars_house_from_moon, mars_house_from_venus: m.mars_house_from_venus,
  });
  const verdict = VERDICT[a.verdict];
  const nadiActive = nadi.present && !nadi.cancelled;
  const final = `${a.total} of 36 gunas (${a.verdict_label}). ${nadiActive ? 'Nadi dosha is present without an exception. ' : ''}Mangal dosha: ${mm.rule}.`;
  const kootas = KOOTAS.map((k) => ({ name: k, score: a.kootas[k].points, Max: a.kootas[k].max, Reason: a.kootas[k].rule, boy: a.kootas[k].boy, girl: a.kootas[k].girl }));

  const who = (q: (typeof people)[number], label: string) => kv([
    ['Name', q.p.name], ['Born', `${q.p.birth_date} ${q.p.birth_time} (${q.p.tz})`], ['Place', q.p.place ?? `${q.p.lat}, ${q.p.lon}`],
    ['Moon sign', `${q.prof.sign} (lord ${q.prof.sign_lord})`], ['Nakshatra', `${q.prof.nakshatra} pada ${q.prof.pada}`], ['Ascendant', SIGNS[signOf(q.p.natal.ascendant)]],
    ['Varna / vashya / yoni', `${q.varna} / ${q.prof.vashya} / ${q.prof.yoni}`], ['Gana / nadi', `${q.prof.gana} / ${q.prof.nadi}`],
  ], label);
  const mangalRow = (label: string, m: MangalDosha) => [label, `${SIGNS[m.mars_sign]}, house ${m.mars_house}`, m.present, m.cancelled, m.cancelled_by.join(', ') || '-', mangalStatus(m)];
  const sections = [
    chapter('couple', 'The couple', [para('Boy is the groom and girl the bride: the classical tables are not symmetric.')]),
    part('couple.boy', 'Groom', [who(b, 'Groom (boy)')]), part('couple.girl', 'Bride', [who(g, 'Bride (girl)')]),
    chapter('ashtakoota', 'Ashtakoota (Guna Milan)', [
      table(['Koota', 'Groom', 'Bride', 'Points', 'Max', 'Rule'], kootas.map((k) => [k.name, k.boy, k.girl, k.score, k.Max, k.Reason])),
      para(`Total ${a.total} of 36: ${a.verdict_label}.`),
    ]),
    part('ashtakoota.doshas', 'Koota doshas and exceptions', [table(['Dosha', 'Present', 'Cancelled', 'Exceptions that apply'], a.doshas.map((d) => [d.dosha, d.present, d.cancelled, d.cancelled_by.join(', ') || '-']))]),
    chapter('mangal', 'Mangal dosha', [
      table(['Person', 'Mars', 'Present', 'Cancelled', 'Cancelled by', 'Status'], [mangalRow('Groom', b.mangal), mangalRow('Bride', g.mangal)]),
      para(`Pairing: ${mm.rule} (${mm.verdict}).`),
    ]),
    chapter('reading', 'Reading', []),
    ...milanSections(a, { verdict: mm.verdict, rule: mm.rule, moon_only: false }).map((s) => fromNarrative(s, 'narrative.milan')),
    chapter('verdict', 'Verdict', [para(final)]),
    methodChapter(x.methodLines),
  ];
  return {
    ...envelope({ kind: 'match_making', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Boy: echo(b), Girl: echo(g),
    Ashtakoota: { Total: a.total, Max: 36, MinRequired: a.min_required, Verdict: verdict, VerdictLabel: a.verdict_label, Kootas: kootas },
    KootaDoshas: a.doshas,
    MangalDoshaBoy: mangalOut(b.mangal), MangalDoshaGirl: mangalOut(g.mangal), MangalMatch: mm,
    NadiDosha: { HasDosha: nadiActive, Present: nadi.present, BoyNadi: b.prof.nadi, GirlNadi: g.prof.nadi, Severity: nadiActive ? 'high' : nadi.present ? 'low' : 'none', Exceptions: nadi.cancelled_by },
    MoonPlacements: { boy: placementOf(b.prof.moon_longitude), girl: placementOf(g.prof.moon_longitude) },
    FinalVerdict: final,
  };
}
export type MatchReport = ReturnType<typeof matchReport>;
