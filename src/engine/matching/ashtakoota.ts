/**
 * Ashtakoota (Guna Milan): the eight kootas summed to 0-36, with the named exceptions of the
 * bhakoot, nadi and gana doshas. `exceptions`:
 *   - `report` (default): points are the classical table points; exceptions are listed and the
 *     dosha is marked cancelled, but no points are added (how most almanacs print the total);
 *   - `apply`: a dosha cancelled by a named exception scores the koota's maximum.
 * Verdict bands (the service's: minimum 18, 28 good, 32 excellent): below 18 not_recommended,
 * 18-27 acceptable, 28-31 good, 32-36 excellent.
 */
import { bhakootDosha, ganaDosha, nadiDosha, type PairDosha } from './doshas';
import { DEFAULT_KOOTA_OPTIONS, koota, type KootaName, type KootaOptions, type KootaResult, KOOTAS } from './kootas';
import type { MoonProfile } from './profile';

export const EXCEPTION_MODES = ['report', 'apply'] as const;
export type ExceptionMode = (typeof EXCEPTION_MODES)[number];

export interface AshtakootaOptions extends KootaOptions { exceptions: ExceptionMode }
export const DEFAULT_ASHTAKOOTA_OPTIONS: AshtakootaOptions = { ...DEFAULT_KOOTA_OPTIONS, exceptions: 'report' };

export const MIN_REQUIRED = 18;
export type Verdict = 'not_recommended' | 'acceptable' | 'good' | 'excellent';

export function verdictOf(total: number): { verdict: Verdict; label: string } {
  if (total < MIN_REQUIRED) return { verdict: 'not_recommended', label: `Not recommended: ${total} is below the minimum of 18 of 36` };
  if (total < 28) return { verdict: 'acceptable', label: `Acceptable: ${total} of 36 (18 or more)` };
  if (total < 32) return { verdict: 'good', label: `Good: ${total} of 36 (28 or more)` };
  return { verdict: 'excellent', label: `Excellent: ${total} of 36 (32 or more)` };
}

export interface Ashtakoota {
  total: number;
  max: 36;
  min_required: number;
  verdict: Verdict;
  verdict_label: string;
  kootas: Record<KootaName, KootaResult & { cancelled?: boolean }>;
  doshas: PairDosha[];
  options: AshtakootaOptions;
}

export function ashtakoota(boy: MoonProfile, girl: MoonProfile, options: Partial<AshtakootaOptions> = {}): Ashtakoota {
  const o: AshtakootaOptions = { ...DEFAULT_ASHTAKOOTA_OPTIONS, ...options };
  const kootas = {} as Ashtakoota['kootas'];
  for (const k of KOOTAS) kootas[k] = koota(k, boy, girl, o);
  const doshas = [
    nadiDosha(boy, girl),
    bhakootDosha(boy, girl, kootas.bhakoot.points === 0),
    ganaDosha(boy, girl, kootas.gana.points === 0),
  ];
  for (const d of doshas) {
    const k = kootas[d.dosha];
    if (!d.present) continue;
    k.cancelled = d.cancelled;
    if (d.cancelled) {
      if (o.exceptions === 'apply') {
        k.rule += `; cancelled by ${d.cancelled_by.join(', ')}: scored as ${k.max} (exceptions=apply)`;
        k.points = k.max;
      } else {
        k.rule += `; the dosha is cancelled by ${d.cancelled_by.join(', ')} (points unchanged; exceptions=report)`;
      }
    }
  }
  const total = KOOTAS.reduce((s, k) => s + kootas[k].points, 0);
  const v = verdictOf(total);
  return { total, max: 36, min_required: MIN_REQUIRED, verdict: v.verdict, verdict_label: v.label, kootas, doshas, options: o };
}
