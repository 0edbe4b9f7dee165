/**
 * The shapes of the /v1/milan answers the matchmaking page reads (src/api/routes/milan.ts has
 * the full response schemas), and the names it shows for them. Types and labels only.
 */
import type { KootaResult as EngineKootaResult } from '../../engine/matching/kootas';

/**
 * One koota (or porutham) as the answer carries it: the engine's result without its name (the
 * key in `kootas` names it), and `cancelled`, present when the koota carries a dosha: true when a
 * named exception cancels it.
 */
export type KootaResult = Omit<EngineKootaResult, 'koota'> & { cancelled?: boolean };

/** One person as every /v1/milan answer echoes them. */
export interface MatchPerson {
  birth_date: string; birth_time: string; tz: string; utc_offset: string;
  ascendant_sign: string; moon_sign: string; moon_sign_lord: string; nakshatra: string; pada: number;
  varna: string; vashya: string; yoni: string; gana: string; nadi: string; warnings: string[];
}

/** A named exception or cancellation rule and whether it applies here. */
export interface NamedRule { name: string; applies: boolean; rule: string }

export interface PairDosha {
  dosha: 'nadi' | 'bhakoot' | 'gana';
  present: boolean;
  cancelled: boolean;
  exceptions: NamedRule[];
  cancelled_by: string[];
}

/** /v1/milan/ashtakoota (method ashtakoota or porutham). */
export interface MatchAnswer {
  boy: MatchPerson; girl: MatchPerson;
  ayanamsa: string; ayanamsa_value: number; note: string;
  method: 'ashtakoota' | 'porutham';
  total: number; max: number; min_required: number;
  verdict: 'not_recommended' | 'acceptable' | 'good' | 'excellent';
  verdict_label: string;
  kootas: Record<string, KootaResult>;
  doshas: PairDosha[];
  options: Record<string, string>;
}

/** /v1/milan/mangal-dosha for one chart. */
export interface MangalAnswer {
  method: 'north' | 'south';
  has_mangal_dosha: boolean; present: boolean; cancelled: boolean;
  mars_sign: string; mars_house: number; mars_house_from_moon: number; mars_house_from_venus: number;
  from_lagna: boolean; from_moon: boolean; from_venus: boolean;
  severity: 'low' | 'medium' | 'high' | null;
  dosha_type: string | null;
  cancellations: NamedRule[];
  cancelled_by: string[];
  explanation: string;
}

const NAMES: Record<string, string> = {
  graha_maitri: 'Graha Maitri', stree_deergha: 'Stree Deergha', rasyadhipati: 'Rasyadhipati',
};

/** 'graha_maitri' -> 'Graha Maitri', 'same_sign_lord' -> 'Same sign lord' for rule names. */
export function kootaName(id: string): string {
  return NAMES[id] ?? id.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

export function ruleName(id: string): string {
  const s = id.replace(/_/g, ' ');
  return s[0]!.toUpperCase() + s.slice(1);
}

/** What each koota compares, so the attributes can be read ("Groom's gana: Deva"). */
export const ATTRIBUTE: Record<string, string> = {
  varna: 'varna', vashya: 'vashya', tara: 'birth star', yoni: 'yoni', graha_maitri: 'Moon-sign lord', gana: 'gana',
  bhakoot: 'Moon sign', nadi: 'nadi', dina: 'birth star', mahendra: 'birth star', stree_deergha: 'birth star',
  rasi: 'Moon sign', rasyadhipati: 'Moon-sign lord', vasya: 'Moon sign', rajju: 'rajju', vedha: 'birth star',
};
