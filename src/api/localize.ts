/**
 * Names in the caller's language. Every endpoint with `lang` (alias `locale`) answers its
 * English names unchanged, for code written against `en`, and beside each one a `<field>_local`
 * with the name in the asked locale from the name tables (content/i18n/<locale>/names.json):
 * `{"name": "Ashwini", "name_local": "अश्विनी"}`, `{"lord": "Ketu", "lord_local": "केतु"}`,
 * `{"planets": ["Sun", "Moon"], "planets_local": ["सूर्य", "चन्द्र"]}`. Only strings that are names
 * of the tables are given a local form; identifiers, parameter echoes and prose are left alone.
 * The answer states `lang_used`: the language of its text (a family whose prose is English so
 * far says `en` there, with a warning) or, for answers of names and numbers, the asked locale.
 */
import { isKnownName, localName, masaName } from '../engine/i18n/names';
import { isLocale, type Locale } from '../engine/i18n/locales';

/** Fields that hold identifiers, parameter echoes or machine values: never given a local form. */
const SKIP = new Set([
  'id', 'ids', 'path', 'code', 'param', 'params', 'default', 'values', 'tz', 'lang', 'lang_used', 'locale', 'requested_locale',
  'requested', 'requested_id', 'rule_id', 'rule_ids', 'recommended_by', 'cancelled_by', 'files', 'api_version', 'include',
  'verbosity', 'sunrise_definition', 'month_system', 'house_system', 'ayanamsa', 'node', 'positions', 'zodiac', 'rulership',
  'seed', 'abbr', 'name_en', 'name_native', 'script', 'family', 'category', 'method', 'methods_available', 'group', 'source',
  'summary', 'key', 'letter', 'working', 'iast', 'devanagari', 'event', 'preset', 'yes_no_key', 'calendar', 'regional_rule',
  'shadbala_version', 'rules_version', 'date_source', 'ref_date_source', 'question', 'search', 'topic', 'normalised_name',
]);
const skipKey = (k: string) => SKIP.has(k) || k.endsWith('_id') || k.endsWith('_ids') || k.endsWith('_table') || k.endsWith('_method') || k.endsWith('_local');

/** Sibling flags that mark a lunar month as adhika or kshaya. */
const ADHIKA_FLAGS = ['adhika', 'is_adhika', 'is_adhik_maas', 'adhika_month'];
const KSHAYA_FLAGS = ['kshaya', 'is_kshaya', 'is_kshaya_maas', 'kshaya_month'];
/**
 * Fields that name a lunar month, and objects whose `name` is one. Several months share a name
 * with a nakshatra (Shravana, Jyeshtha, Magha) but are written differently, so the month table
 * is chosen by the field, not by the bare word.
 */
const MASA_FIELDS = new Set(['masa', 'month', 'amanta', 'purnimanta', 'amanta_month', 'purnimanta_month', 'hindu_month', 'hindu_months', 'lunar_month']);

function localOf(value: string, locale: Locale, owner: Record<string, unknown>, key: string, parent: string): string | undefined {
  if (!isKnownName(value)) return undefined;
  const monthField = MASA_FIELDS.has(key) || (key === 'name' && (MASA_FIELDS.has(parent) || ADHIKA_FLAGS.some((f) => f in owner)));
  if (monthField && localName(value, 'en', 'masas') !== undefined) {
    if (ADHIKA_FLAGS.some((f) => owner[f] === true)) return masaName(value, locale, 'adhika');
    if (KSHAYA_FLAGS.some((f) => owner[f] === true)) return masaName(value, locale, 'kshaya');
    return masaName(value, locale);
  }
  return localName(value, locale);
}

function walk(v: unknown, locale: Locale, parent = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => walk(x, locale, parent));
  if (!v || typeof v !== 'object') return v;
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(src)) {
    out[k] = walk(x, locale, k);
    if (skipKey(k) || Object.hasOwn(src, `${k}_local`)) continue;
    if (typeof x === 'string') {
      const l = localOf(x, locale, src, k, parent);
      if (l !== undefined) out[`${k}_local`] = l;
    } else if (Array.isArray(x) && x.length && x.every((s) => typeof s === 'string') && x.some((s) => isKnownName(s as string))) {
      out[`${k}_local`] = (x as string[]).map((s) => localOf(s, locale, src, k, parent) ?? s);
    }
  }
  return out;
}

/**
 * The answer with local names beside the English ones, and `lang_used`. The input is not
 * changed (handlers may return shared catalog objects).
 */
export function localizeBody(body: unknown, locale: Locale): unknown {
  const out = locale === 'en' ? body : walk(body, locale);
  if (out && typeof out === 'object' && !Array.isArray(out) && !Object.hasOwn(out, 'lang_used')) {
    // A family whose prose is not yet written in the locale states the language it served in
    // `lang` (numerology, remedies): that is the language used; otherwise the names' locale.
    const served = (out as { lang?: unknown }).lang;
    const used = typeof served === 'string' && isLocale(served) ? served : locale;
    const extra: Record<string, unknown> = { lang_used: used };
    if (used !== locale) {
      // Say so, once, where the family's own answer did not.
      const warnings = (out as { warnings?: unknown }).warnings;
      const note = `the text of this answer is not yet written in "${locale}": it is served in "${used}"; names are given in "${locale}" as <field>_local`;
      if (Array.isArray(warnings)) { if (!warnings.some((w) => typeof w === 'string' && w.includes(`"${locale}"`))) extra.warnings = [...warnings, note]; } else if (warnings === undefined) extra.warnings = [note];
    }
    return Object.assign({}, out, extra);
  }
  return out;
}

/**
 * The answer without the `_local` fields this module adds, and without `lang_used` unless
 * `keepLangUsed` (for answers whose own schema states it). Tests compare the two.
 */
export function stripLocal(v: unknown, keepLangUsed = false, top = true): unknown {
  if (Array.isArray(v)) return v.map((x) => stripLocal(x, keepLangUsed, false));
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k.endsWith('_local') && Object.hasOwn(v, k.slice(0, -6))) continue;
    if (top && k === 'lang_used' && !keepLangUsed) continue;
    out[k] = stripLocal(x, keepLangUsed, false);
  }
  return out;
}

/**
 * JSON Schema of a localized answer: every object schema also admits `<field>_local` (a string,
 * or an array of strings), and the top level `lang_used`.
 */
export function localizeJsonSchema(schema: unknown, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => localizeJsonSchema(s, false));
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(s)) {
    if (k === 'properties' && x && typeof x === 'object') {
      out[k] = Object.fromEntries(Object.entries(x).map(([pk, pv]) => [pk, localizeJsonSchema(pv, false)]));
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'prefixItems', 'not'].includes(k)) {
      out[k] = localizeJsonSchema(x, false);
    } else out[k] = x;
  }
  if (s.type === 'object' || s.properties) {
    out.patternProperties = {
      ...(s.patternProperties as object | undefined),
      '^.+_local$': { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'The name of the field without _local in the asked locale' },
    };
    if (top && s.properties) {
      const props = s.properties as Record<string, unknown>;
      out.properties = {
        ...(out.properties as object),
        ...(props.lang_used ? {} : { lang_used: { type: 'string', description: 'The language of this answer\'s text; for answers of names and numbers, the locale of its `_local` names' } }),
        ...(props.warnings ? {} : { warnings: { type: 'array', items: { type: 'string' }, description: 'Present when the text could not be served in the asked language' } }),
      };
    }
  }
  return out;
}
