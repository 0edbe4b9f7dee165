/**
 * Ashtakoota (Guna Milan): the eight kootas summed to 0-36, with the named exceptions of the
 * bhakoot, nadi and gana doshas. `exceptions`:
 *   - `report` (default): points are the classical table points; exceptions are listed and the
 *     dosha is marked cancelled, but no points are added (how most almanacs print the total);
 *   - `apply`: a dosha cancelled by a named exception scores the koota's maximum.
 * `preset` chooses every table at once (an explicit per-table option still overrides it):
 *   - `classical` (default): varna element, vashya astroyogi, gana symmetric, yoni classical,
 *     tara both, exceptions report (DEFAULT_ASHTAKOOTA_OPTIONS);
 *   - `drik`: the convention of the AstroSage and Drik Panchang calculators: varna element,
 *     vashya drik, gana saravali, yoni drik, tara both, exceptions report. Every table cell was
 *     read from their 264 published results (kootas.ts header, DRIK; the cases in
 *     test/reference/matching/worked-examples.json, checked by test/engine/matching-worked.test.ts).
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

export const MATCH_PRESETS = ['classical', 'drik'] as const;
export type MatchPreset = (typeof MATCH_PRESETS)[number];
/** The tables each preset chooses. */
export const PRESET_OPTIONS: Record<MatchPreset, AshtakootaOptions> = {
  classical: DEFAULT_ASHTAKOOTA_OPTIONS,
  drik: { varna: 'element', vashya: 'drik', gana: 'saravali', yoni: 'drik', tara: 'both', exceptions: 'report' },
};
/** Options as given: a preset and any per-table choices (undefined ones are taken from the preset). */
export type AshtakootaInput = Partial<AshtakootaOptions> & { preset?: MatchPreset };
export type ResolvedOptions = AshtakootaOptions & { preset: MatchPreset };

/** The preset's tables (default `classical`), each overridden by an explicit per-table option. */
export function resolveOptions(input: AshtakootaInput = {}): ResolvedOptions {
  const preset = input.preset ?? 'classical';
  const out: ResolvedOptions = { ...PRESET_OPTIONS[preset], preset };
  for (const k of Object.keys(DEFAULT_ASHTAKOOTA_OPTIONS) as (keyof AshtakootaOptions)[]) {
    if (input[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = input[k];
  }
  return out;
}

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
  /** The tables used: the preset's, with the explicit overrides. */
  options: ResolvedOptions;
}

export function ashtakoota(boy: MoonProfile, girl: MoonProfile, options: AshtakootaInput = {}): Ashtakoota {
  const o = resolveOptions(options);
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
