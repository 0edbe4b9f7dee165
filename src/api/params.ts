/**
 * Parameter specifications: one object per parameter with its OpenAPI schema, an example, a
 * description and a parser whose error sentence names the rule. The registry derives request
 * validation, the OpenAPI document and the API console's forms from these.
 */
import { AYANAMSA_NAMES, type AyanamsaName } from '../engine/ephemeris/constants';
import { LOCALES, type Locale } from '../engine/i18n/locales';
import { checkZone, ZoneError } from '../engine/time/zone';
import { parseDate, parseTime, type CivilDate, type CivilTime } from '../engine/time/parse';
import { abbreviationProblem } from './zone-names';

export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean';
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
}

export interface ParamSpec<T> {
  in: 'query' | 'path';
  required: boolean;
  description: string;
  example: string | number | boolean;
  schema: JsonSchema;
  /** Parses a present raw value; returns the value or an error sentence (a problem, not a message). */
  parse(raw: string): { ok: true; value: T } | { ok: false; problem: string };
  /** Value when absent and not required. */
  fallback?: T;
  /** Other spellings accepted for the name (service spellings, e.g. locale for lang). */
  aliases?: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Params = Record<string, ParamSpec<any>>;
export type ParamValues<P extends Params> = { [K in keyof P]: P[K] extends ParamSpec<infer T> ? T : never };

type Common = { description?: string; required?: boolean; example?: string | number };
/** Value type of a parameter that is required unless `required: false` is passed. */
type ReqByDefault<T, O> = O extends { required: false } ? (O extends { fallback: T } ? T : T | undefined) : T;
/** Value type of a parameter that is optional unless `required: true` is passed. */
type OptByDefault<T, O> = O extends { required: true } ? T : O extends { fallback: T } ? T : T | undefined;

const ok = <T>(value: T) => ({ ok: true as const, value });
const bad = (problem: string) => ({ ok: false as const, problem });

// The parse/fallback pair is checked at run time by the router; the helpers' declared value
// types (required, optional, with fallback) are what handlers see.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function spec(base: Omit<ParamSpec<any>, 'in'> & { in?: 'query' | 'path' }): ParamSpec<any> {
  return { in: 'query', ...base };
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export const q = {
  date<O extends Common & { fallback?: CivilDate }>(o: O = {} as O): ParamSpec<ReqByDefault<CivilDate, O>> {
    return spec({
      required: o.required ?? true, description: o.description ?? 'Date YYYY-MM-DD', example: o.example ?? '1990-05-15',
      schema: { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      parse: (raw) => { const d = parseDate(raw); return typeof d === 'string' ? bad(d) : ok(d); },
      fallback: o.fallback,
    });
  },
  time(o: Common = {}): ParamSpec<CivilTime> {
    return spec({
      required: o.required ?? false, description: o.description ?? 'Local time HH:MM (24-hour); default 12:00', example: o.example ?? '10:30',
      schema: { type: 'string', pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', default: '12:00' },
      parse: (raw) => { const t = parseTime(raw); return typeof t === 'string' ? bad(t) : ok(t); },
      fallback: { h: 12, mi: 0, s: 0 },
    });
  },
  tz<O extends Common & { fallback?: string }>(o: O = {} as O): ParamSpec<ReqByDefault<string, O>> {
    return spec({
      required: o.required ?? true, description: o.description ?? 'Time zone: IANA name (Asia/Kolkata) or UTC offset (+05:30); an abbreviation (IST, EST ...) is refused, since it names several zones', example: o.example ?? 'Asia/Kolkata',
      schema: { type: 'string', ...(o.fallback ? { default: o.fallback } : {}) },
      parse: (raw) => {
        const abbreviation = abbreviationProblem(raw);
        if (abbreviation) return bad(abbreviation);
        try { return ok(checkZone(raw)); } catch (e) { return bad(e instanceof ZoneError ? e.message : 'unknown time zone'); }
      },
      fallback: o.fallback,
    });
  },
  number<O extends Common & { min?: number; max?: number; exclusiveMin?: number; fallback?: number }>(o: O): ParamSpec<OptByDefault<number, O>> {
    return spec({
      required: o.required ?? false, description: o.description ?? '', example: o.example ?? o.fallback ?? 0,
      schema: {
        type: 'number',
        ...(o.min !== undefined ? { minimum: o.min } : {}), ...(o.max !== undefined ? { maximum: o.max } : {}),
        ...(o.exclusiveMin !== undefined ? { exclusiveMinimum: o.exclusiveMin } : {}),
        ...(o.fallback !== undefined ? { default: o.fallback } : {}),
      },
      parse: (raw) => {
        if (!NUMBER_RE.test(raw.trim())) return bad('must be a number');
        const v = Number(raw);
        if (!Number.isFinite(v)) return bad('must be a finite number');
        if (o.min !== undefined && v < o.min) return bad(`must be at least ${o.min}`);
        if (o.max !== undefined && v > o.max) return bad(`must be at most ${o.max}`);
        if (o.exclusiveMin !== undefined && v <= o.exclusiveMin) return bad(`must be greater than ${o.exclusiveMin}`);
        return ok(v);
      },
      fallback: o.fallback,
    });
  },
  int<O extends Common & { min?: number; max?: number; fallback?: number }>(o: O): ParamSpec<OptByDefault<number, O>> {
    return spec({
      required: o.required ?? false, description: o.description ?? '', example: o.example ?? o.fallback ?? 0,
      schema: {
        type: 'integer', ...(o.min !== undefined ? { minimum: o.min } : {}), ...(o.max !== undefined ? { maximum: o.max } : {}),
        ...(o.fallback !== undefined ? { default: o.fallback } : {}),
      },
      parse: (raw) => {
        if (!/^[+-]?\d+$/.test(raw.trim())) return bad('must be an integer');
        const v = Number(raw);
        if (o.min !== undefined && v < o.min) return bad(`must be at least ${o.min}`);
        if (o.max !== undefined && v > o.max) return bad(`must be at most ${o.max}`);
        return ok(v);
      },
      fallback: o.fallback,
    });
  },
  /** One of a fixed set; `aliases` maps other accepted spellings to a canonical value. */
  oneOf<const V extends string, O extends Common & { fallback?: V; aliases?: Record<string, V>; caseInsensitive?: boolean; in?: 'query' | 'path' } = Common>(values: readonly V[], o: O = {} as O): ParamSpec<O extends { required: false; fallback?: undefined } ? V | undefined : V> {
    return spec({
      in: o.in ?? 'query',
      required: o.required ?? o.fallback === undefined, description: o.description ?? `One of ${values.join(', ')}`,
      example: o.example ?? o.fallback ?? values[0],
      schema: { type: 'string', enum: values, ...(o.fallback !== undefined ? { default: o.fallback } : {}) },
      parse: (raw) => {
        const key = o.caseInsensitive ? raw.toLowerCase() : raw;
        // Own properties only: `toString` or `constructor` must not resolve through the prototype.
        const hit = values.find((v) => (o.caseInsensitive ? v.toLowerCase() : v) === key) ?? (o.aliases && Object.hasOwn(o.aliases, key) ? o.aliases[key] : undefined);
        return hit ? ok(hit) : bad(`must be one of ${values.join(', ')}`);
      },
      fallback: o.fallback,
    });
  },
  string<O extends Common & { minLength?: number; maxLength?: number; pattern?: RegExp; fallback?: string; in?: 'query' | 'path'; patternProblem?: string }>(o: O): ParamSpec<O extends { in: 'path' } ? string : OptByDefault<string, O>> {
    return spec({
      in: o.in ?? 'query',
      required: o.required ?? false, description: o.description ?? '', example: o.example ?? o.fallback ?? '',
      schema: {
        type: 'string', ...(o.minLength !== undefined ? { minLength: o.minLength } : {}), maxLength: o.maxLength ?? 200,
        ...(o.pattern ? { pattern: o.pattern.source } : {}), ...(o.fallback !== undefined ? { default: o.fallback } : {}),
      },
      parse: (raw) => {
        if (o.minLength !== undefined && raw.length < o.minLength) return bad(`must have at least ${o.minLength} characters`);
        if (raw.length > (o.maxLength ?? 200)) return bad(`must have at most ${o.maxLength ?? 200} characters`);
        if (o.pattern && !o.pattern.test(raw)) return bad(o.patternProblem ?? `must match ${o.pattern.source}`);
        return ok(raw);
      },
      fallback: o.fallback,
    });
  },
  bool<O extends Common & { fallback?: boolean }>(o: O = {} as O): ParamSpec<OptByDefault<boolean, O>> {
    return spec({
      required: o.required ?? false, description: o.description ?? '', example: (o.example as never) ?? o.fallback ?? false,
      schema: { type: 'boolean', ...(o.fallback !== undefined ? { default: o.fallback } : {}) },
      parse: (raw) => (['true', '1', 'yes'].includes(raw) ? ok(true) : ['false', '0', 'no'].includes(raw) ? ok(false) : bad('must be true or false')),
      fallback: o.fallback,
    });
  },
};

export const lat = (o: { description?: string; example?: number } = {}) => q.number({ required: true as const, min: -90, max: 90, description: 'Latitude in decimal degrees, north positive', example: 28.6139, ...o });
export const lon = (o: { description?: string; example?: number } = {}) => q.number({ required: true as const, min: -180, max: 180, description: 'Longitude in decimal degrees, east positive', example: 77.209, ...o });
export const alt = () => q.number({ min: -500, max: 10000, fallback: 0, description: 'Altitude in metres above sea level; default 0' });
export const ayanamsa = () =>
  q.oneOf(AYANAMSA_NAMES, {
    fallback: 'lahiri', caseInsensitive: true,
    aliases: { kp: 'krishnamurti', fagan_bradley: 'fagan', chitrapaksha: 'lahiri', true_citra: 'true_chitrapaksha' } as Record<string, AyanamsaName>,
    description: 'Sidereal offset: lahiri (default), raman, krishnamurti, fagan, yukteshwar, true_chitrapaksha',
  });
export const node = () =>
  q.oneOf(['mean', 'true'] as const, { fallback: 'mean', description: 'Lunar node for Rahu and Ketu: mean (default) or true' });
export const houseSystem = (fallback: 'whole_sign' | 'placidus' = 'whole_sign') =>
  q.oneOf(['whole_sign', 'placidus', 'koch', 'equal', 'sripati', 'porphyry'] as const, {
    fallback, aliases: { 'whole-sign': 'whole_sign', wholesign: 'whole_sign', 'bhava_chalit': 'sripati', 'bhava-chalit': 'sripati' },
    description: `House system: whole_sign${fallback === 'whole_sign' ? ' (default)' : ''}, placidus${fallback === 'placidus' ? ' (default)' : ''}, koch, equal, sripati (bhava chalit), porphyry; whole-sign accepted. placidus and koch reject |lat| > 66`,
  });

/**
 * The language of names (and, where a family has authored text in it, of prose): one of the ten
 * locales; `locale` (the service's name) is accepted as the same parameter. Names come back beside
 * the English ones as `<field>_local`; the answer says `lang_used`.
 */
export const langParam = (description?: string): ParamSpec<Locale> => ({
  ...q.oneOf(LOCALES, {
    fallback: 'en', caseInsensitive: true, example: 'en',
    description: description ?? `Language of names: ${LOCALES.join(', ')} (default en). Every name in the answer keeps its English form, and gets its name in this language beside it as <field>_local; lang_used says which locale was served. locale is accepted as the same parameter`,
  }),
  aliases: ['locale'],
});

/** The flat birth/moment parameters of spec 4.1. */
export function momentParams(o: { dateDescription?: string; example?: { date: string; time: string; tz: string; lat: number; lon: number } } = {}) {
  const ex = o.example ?? { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
  return {
    date: q.date({ description: o.dateDescription ?? 'Date YYYY-MM-DD (birth date, or the moment\'s date)', example: ex.date }),
    time: q.time({ example: ex.time }),
    tz: q.tz({ example: ex.tz }),
    lat: lat({ example: ex.lat }),
    lon: lon({ example: ex.lon }),
    alt: alt(),
    ayanamsa: ayanamsa(),
  };
}

/** The same set with a dotted prefix (birth.date, boy.lat, personA.tz ...). */
export function prefixedMomentParams(prefix: string, example?: { date: string; time: string; tz: string; lat: number; lon: number }) {
  const base = momentParams({ example });
  const out: Params = {};
  for (const k of ['date', 'time', 'tz', 'lat', 'lon'] as const) out[`${prefix}.${k}`] = base[k] as ParamSpec<unknown>;
  return out;
}
