/**
 * The compatibility narrative: the ashtakoota result of the matching engine turned into
 * authored koota blocks (full / partial / none), the verdict, the three koota doshas with their
 * named exceptions, and Mangal dosha (from the lagna, Moon and Venus when the birth places are
 * known; from the Moon and Venus only otherwise).
 */
import { type Ashtakoota } from '../matching/ashtakoota';
import type { KootaName } from '../matching/kootas';
import { fill, type Section, T } from './content';

const PRIORITY: KootaName[] = ['nadi', 'bhakoot', 'gana', 'graha_maitri', 'yoni', 'tara', 'vashya', 'varna'];
const NAMES: Record<KootaName, string> = { varna: 'Varna', vashya: 'Vashya', tara: 'Tara', yoni: 'Yoni', graha_maitri: 'Graha Maitri', gana: 'Gana', bhakoot: 'Bhakoot', nadi: 'Nadi' };

export type MangalVerdict = 'ok' | 'acceptable' | 'caution' | 'warning';

export function milanSections(a: Ashtakoota, mangal: { verdict: MangalVerdict; rule: string; moon_only: boolean }): Section[] {
  const out: Section[] = [{ id: 'milan.verdict', heading: `Guna milan: ${a.total} of 36`, body: T.milan.verdict[a.verdict], facts: { total: a.total, max: 36, min_required: a.min_required, verdict: a.verdict } }];
  for (const k of PRIORITY) {
    const r = a.kootas[k];
    const table = T.milan.kootas[k] as Record<string, string>;
    const band = r.points >= r.max ? 'full' : r.points <= 0 ? 'none' : table.partial ? 'partial' : r.points * 2 >= r.max ? 'full' : 'none';
    out.push({ id: `milan.koota.${k}`, heading: `${NAMES[k]}: ${r.points} of ${r.max}`, body: table[band], facts: { koota: k, points: r.points, max: r.max, boy: r.boy, girl: r.girl, band, rule: r.rule } });
  }
  for (const d of a.doshas.filter((x) => x.present)) {
    const name = NAMES[d.dosha];
    out.push({
      id: `milan.dosha.${d.dosha}`, heading: `${name} dosha`,
      body: [d.cancelled ? fill(T.milan.dosha_cancelled, { dosha: name, by: d.cancelled_by.join(', ') }) : fill(T.milan.dosha_active, { dosha: name }), T.dosha[d.dosha]].join('\n'),
      facts: { dosha: d.dosha, present: true, cancelled: d.cancelled, cancelled_by: d.cancelled_by },
    });
  }
  out.push({ id: 'milan.mangal', heading: 'Mangal dosha', body: [T.milan.mangal[mangal.verdict], mangal.moon_only ? T.milan.moon_only_note : ''].filter(Boolean).join('\n'), facts: { verdict: mangal.verdict, rule: mangal.rule, lagna_used: !mangal.moon_only } });
  return out;
}
