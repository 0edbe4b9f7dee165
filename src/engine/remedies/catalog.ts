/**
 * The remedy catalogs and rules, loaded from content/remedies, with lookups by id or alias.
 * Ids are matched case-insensitively with '-' and ' ' read as '_' (so `Hanuman-Chalisa` finds
 * `hanuman_chalisa`); the service's dotted ids `vedic.L1.remedy.<kind>.<planet>` find the
 * planet's entry of that kind. Only English is authored: every locale is served from `en`.
 */
import daanEn from '../../../content/remedies/en/daan.json';
import lalKitabEn from '../../../content/remedies/en/lal-kitab.json';
import mantrasEn from '../../../content/remedies/en/mantras.json';
import planetsEn from '../../../content/remedies/en/planets.json';
import poojasEn from '../../../content/remedies/en/poojas.json';
import rudrakshaEn from '../../../content/remedies/en/rudraksha.json';
import vratsEn from '../../../content/remedies/en/vrats.json';
import yantrasEn from '../../../content/remedies/en/yantras.json';
import rulesJson from '../../../content/remedies/rules.json';
import { GRAHAS, type Graha } from '../vedic/zodiac';
import {
  CATALOG_KINDS, type CatalogEntryOf, type CatalogFile, type CatalogKind, type DaanEntry, type LalKitabEntry, type LalKitabFile,
  type MantraEntry, type PlanetEntry, type PoojaEntry, type RemedyKind, type RudrakshaEntry, type Rule, type RulesFile,
  type VratEntry, type YantraEntry,
} from './types';

/** Locales the API accepts (the narrative locales of /v1/meta/vedic/locales); only `en` is authored. */
export const REMEDY_LOCALES = ['en', 'hi', 'mr', 'bn', 'kn', 'ta', 'te', 'gu', 'ml', 'pa'] as const;
export type RemedyLocale = (typeof REMEDY_LOCALES)[number];
export const AUTHORED_LOCALES: readonly RemedyLocale[] = ['en'];

export const CATALOGS: { [K in CatalogKind]: CatalogFile<CatalogEntryOf[K]> } = {
  mantra: mantrasEn as CatalogFile<MantraEntry>,
  vrat: vratsEn as CatalogFile<VratEntry>,
  pooja: poojasEn as CatalogFile<PoojaEntry>,
  daan: daanEn as CatalogFile<DaanEntry>,
  rudraksha: rudrakshaEn as CatalogFile<RudrakshaEntry>,
  yantra: yantrasEn as CatalogFile<YantraEntry>,
};
export const PLANETS = planetsEn as CatalogFile<PlanetEntry>;
export const LAL_KITAB = lalKitabEn as LalKitabFile;
export const RULES_FILE = rulesJson as RulesFile;
export const RULES: readonly Rule[] = RULES_FILE.rules;

/** Normal form of an id for matching. */
export const normId = (s: string): string => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

function indexOf<E extends { id: string; aliases?: string[] }>(entries: E[]): Map<string, E> {
  const m = new Map<string, E>();
  for (const e of entries) m.set(normId(e.id), e);
  for (const e of entries) for (const a of e.aliases ?? []) if (!m.has(normId(a))) m.set(normId(a), e);
  return m;
}

const INDEX = Object.fromEntries(CATALOG_KINDS.map((k) => [k, indexOf(CATALOGS[k].entries as { id: string; aliases?: string[] }[])])) as {
  [K in CatalogKind]: Map<string, CatalogEntryOf[K]>;
};
const RULE_INDEX = new Map(RULES.map((r) => [r.id, r]));
const PLANET_INDEX = new Map(PLANETS.entries.map((p) => [p.id, p]));

/** The planet-keyed entry of a kind (first in catalog order), used for `<planet>` and dotted ids. */
function planetEntry<K extends CatalogKind>(kind: K, planet: Graha): CatalogEntryOf[K] | undefined {
  const list = CATALOGS[kind].entries as (CatalogEntryOf[K] & { planet?: Graha | null; planets?: Graha[] })[];
  if (kind === 'rudraksha') return list.find((e) => e.planet === planet);
  return undefined;
}

const planetByName = (s: string): Graha | undefined => GRAHAS.find((g) => g.toLowerCase() === s.toLowerCase());

/** An entry of a catalog by id or alias; undefined when unknown. */
export function findEntry<K extends CatalogKind>(kind: K, raw: string): CatalogEntryOf[K] | undefined {
  const key = normId(raw);
  const hit = INDEX[kind].get(key);
  if (hit) return hit;
  const dotted = /^vedic\.l1\.remedy\.([a-z]+)\.([a-z]+)$/.exec(key);
  if (dotted && dotted[1] === kind) return findEntry(kind, dotted[2]);
  const planet = planetByName(key);
  return planet ? planetEntry(kind, planet) : undefined;
}

export function findRule(raw: string): Rule | undefined {
  return RULE_INDEX.get(normId(raw));
}

export function planetInfo(planet: Graha | string): PlanetEntry | undefined {
  return PLANET_INDEX.get(String(planet).toLowerCase());
}

/** Lal Kitab entry for a planet in a house (1-12). */
export function lalKitabEntry(planet: Graha, house: number): LalKitabEntry | undefined {
  return LAL_KITAB.entries.find((e) => e.planet === planet && e.house === house);
}

/** Every catalog id of every kind (including planet kinds), for integrity checks. */
export function remedyExists(kind: RemedyKind, id: string): boolean {
  if (kind === 'gemstone' || kind === 'color' || kind === 'number') return PLANET_INDEX.has(id);
  return INDEX[kind].has(normId(id)) && (CATALOGS[kind].entries as { id: string }[]).some((e) => e.id === id);
}

/** Rules whose remedies name this entry. */
export function rulesRecommending(kind: RemedyKind, id: string): string[] {
  return RULES.filter((r) => (r.remedies[kind] ?? []).includes(id)).map((r) => r.id);
}

/** Which locale is served for a requested one, with a warning when it is not authored. */
export function localeServed(requested: string | undefined): { locale: RemedyLocale; requested: string; warnings: string[] } {
  const want = (requested ?? 'en').toLowerCase();
  if ((AUTHORED_LOCALES as readonly string[]).includes(want)) return { locale: want as RemedyLocale, requested: want, warnings: [] };
  return { locale: 'en', requested: want, warnings: [`remedy text in "${want}" is not written yet; it is served in English`] };
}

export const DISCLAIMER =
  'Remedies are traditional religious and cultural practices offered for information. They are not medical, psychological, legal or financial advice and do not replace a qualified professional; never stop treatment or make financial decisions because of them. Gemstones are best chosen only after a full reading of the chart.';
