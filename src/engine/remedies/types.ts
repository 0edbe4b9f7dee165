/** Shapes of the remedy catalogs (content/remedies/<locale>/*.json) and of rule results. */
import type { Graha } from '../vedic/zodiac';

/** Catalog kinds addressable by id; gemstone, color and number are keyed by planet (planets.json). */
export const CATALOG_KINDS = ['mantra', 'vrat', 'pooja', 'daan', 'rudraksha', 'yantra'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const PLANET_KINDS = ['gemstone', 'color', 'number'] as const;
export type PlanetKind = (typeof PLANET_KINDS)[number];
export const REMEDY_KINDS = [...CATALOG_KINDS, ...PLANET_KINDS] as const;
export type RemedyKind = (typeof REMEDY_KINDS)[number];

export interface MantraEntry {
  id: string; name: string; type: 'beej' | 'gayatri' | 'nama' | 'vedic' | 'stotra'; planet: Graha | null; deity: string;
  devanagari: string | null; iast: string | null; source_text?: string;
  purpose: string; daily_count: number; anushthan_count: number | null; day: string; timing: string;
  instructions: string[]; aliases: string[];
}
export interface VratEntry {
  id: string; name: string; planet: Graha | null; doshas: string[]; deity: string; day: string; begin: string;
  duration: { count: number; unit: string; note: string }; food: string; rules: string[]; closing: string; purpose: string; aliases: string[];
}
export interface PoojaEntry {
  id: string; name: string; planets: Graha[]; doshas: string[]; deity: string; when: string; duration: string; performed_by: string;
  steps: string[]; offerings: string[]; purpose: string; aliases: string[];
}
export interface DaanEntry {
  id: string; name: string; planet: Graha | null; doshas: string[]; items: string[]; day: string; timing: string;
  recipients: string[]; instructions: string[]; purpose: string; aliases: string[];
}
export interface RudrakshaEntry {
  id: string; mukhi: number; name: string; planet: Graha | null; deity: string; purpose: string;
  wear: { day: string; mantra: string; how: string }; aliases: string[];
}
export interface YantraEntry {
  id: string; name: string; planet: Graha | null; deity: string; grid: number[][] | null; magic_sum: number | null;
  material: string; day: string; placement: string; steps: string[]; purpose: string; aliases: string[];
}
export interface PlanetEntry {
  id: string; planet: Graha; sanskrit: string; devanagari: string; weekday: string; deities: string[]; colors: string[];
  gemstone: { name: string; sanskrit: string; substitutes: string[]; metal: string; finger: string; day: string; hour: string };
  metal: string; grain: string; samidha: string; number: number; direction: string; color_advice: string; number_advice: string;
}
export interface LalKitabEntry {
  id: string; planet: Graha; house: number; theme: string; remedies: string[]; avoid: string[];
}

export interface CatalogFile<E> { locale: string; kind: string; notes: string; entries: E[] }
export interface LalKitabFile extends CatalogFile<LalKitabEntry> { tradition: string; conventions: string[] }

export interface CatalogEntryOf {
  mantra: MantraEntry; vrat: VratEntry; pooja: PoojaEntry; daan: DaanEntry; rudraksha: RudrakshaEntry; yantra: YantraEntry;
}

// ------------------------------------------------------------------ rules

export type RuleCondition =
  | { type: 'shadbala_ratio_below'; planet: Graha; threshold: number }
  | { type: 'dignity'; planet: Graha; status: 'debilitated' | 'exalted' }
  | { type: 'moon_afflicted'; orb_from_sun_deg: number; afflictors: Graha[] }
  | { type: 'dosha'; dosha: DoshaId }
  | { type: 'planet_in_house'; planet: Graha; houses: number[] }
  | { type: 'saturn_transit_from_moon'; houses: number[] }
  | { type: 'vimshottari_maha_lord'; planet: Graha };

export const DOSHA_IDS = ['mangal_dosha', 'kaal_sarp', 'pitru_dosha', 'grahan_yoga', 'guru_chandal', 'shrapit', 'angarak', 'vish', 'kemadruma', 'shani_dosha'] as const;
export type DoshaId = (typeof DOSHA_IDS)[number];

export type RuleCategory = 'strength' | 'dignity' | 'placement' | 'dosha' | 'transit' | 'dasha';

export interface Rule {
  id: string;
  name: string;
  category: RuleCategory;
  planet: Graha | null;
  condition: RuleCondition;
  condition_text: string;
  summary: string;
  remedies: Partial<Record<RemedyKind, string[]>>;
}

export interface RulesFile { version: string; notes: string; rules: Rule[] }

/** A fact value as reported with a fired rule. */
export type FactValue = string | number | boolean | null | string[] | number[];
export type Facts = Record<string, FactValue>;
