/**
 * The endpoint registry: one declaration per endpoint. The router, /v1/meta/endpoints, the
 * OpenAPI document, the API console's forms and the contract tests are all derived from it.
 * Credits come from the catalog (src/api/catalog.json, a copy of the spec's catalog), so a
 * price can never be mistyped; only paths beyond the catalog state their own.
 */
import { z } from 'zod';
import { LOCALES } from '../engine/i18n/locales';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import catalog from './catalog.json';
import { langParam, type ParamValues, type Params } from './params';

export interface CatalogEntry {
  family: string;
  path: string;
  credits: number;
  returns: string;
}
export const CATALOG: readonly CatalogEntry[] = catalog as CatalogEntry[];
const catalogByPath = new Map(CATALOG.map((e) => [e.path, e]));

export interface HandlerContext {
  /** The runtime's ephemeris; present unless the endpoint declares `ephemeris: false`. */
  eph: Ephemeris;
  requestId: string;
  /** Current time (injectable for tests). */
  now(): Date;
  /** Every registered endpoint (for /v1/meta/endpoints). */
  registry: readonly Endpoint[];
  build: BuildInfo;
}

export interface BuildInfo {
  apiVersion: string;
  commit: string;
  builtAt?: string;
}

export interface EndpointDef<P extends Params, R extends z.ZodType> {
  /** OpenAPI-style path with {braces} for path parameters. */
  path: string;
  summary: string;
  description?: string;
  /** Family name; defaults to the catalog's. */
  family?: string;
  /** Only for paths that are not in the catalog. */
  credits?: number;
  params: P;
  response: R;
  /** Set false for endpoints that do no astronomy (meta, numerology, tarot): no WASM load. */
  ephemeris?: boolean;
  /**
   * Set false for answers without names (the registry's own listings). Otherwise the endpoint
   * takes `lang` (added here unless it declares `lang` or `locale` itself) and its answer gets
   * local names beside the English ones (src/api/localize.ts).
   */
  localize?: boolean;
  handler(params: ParamValues<P>, ctx: HandlerContext): z.input<R> | Promise<z.input<R>>;
}

export interface Endpoint {
  path: string;
  summary: string;
  description?: string;
  family: string;
  credits: number;
  inCatalog: boolean;
  params: Params;
  response: z.ZodType;
  ephemeris: boolean;
  /** The parameter that carries the locale of names (`lang` or `locale`), or null. */
  localeParam: 'lang' | 'locale' | null;
  handler(params: Record<string, unknown>, ctx: HandlerContext): unknown;
}

export function endpoint<P extends Params, R extends z.ZodType>(def: EndpointDef<P, R>): Endpoint {
  const entry = catalogByPath.get(def.path);
  const credits = entry?.credits ?? def.credits;
  if (credits === undefined) throw new Error(`${def.path} is not in the catalog and declares no credits`);
  if (entry && def.credits !== undefined && def.credits !== entry.credits) {
    throw new Error(`${def.path} declares ${def.credits} credits, the catalog says ${entry.credits}`);
  }
  for (const [name, p] of Object.entries(def.params)) {
    if (p.example === undefined) throw new Error(`${def.path}: parameter ${name} has no example`);
    if (p.in === 'path' && !def.path.includes(`{${name}}`)) throw new Error(`${def.path}: path parameter ${name} not in path`);
  }
  const localize = def.localize ?? true;
  const params: Params = { ...def.params };
  if (localize && !params.lang && !params.locale) params.lang = langParam();
  const localeParam = !localize ? null : params.lang ? 'lang' : 'locale';
  // A localized answer states lang_used (and may carry a warning that its text is English).
  let response: z.ZodType = def.response;
  if (localize && response instanceof z.ZodObject) {
    const shape = response.shape as Record<string, unknown>;
    const extra: Record<string, z.ZodType> = {};
    if (!shape.lang_used) extra.lang_used = z.enum(LOCALES).optional().describe('The language of this answer\'s text; for answers of names and numbers, the locale of its <field>_local names');
    if (!shape.warnings) extra.warnings = z.array(z.string()).optional().describe('Present when the text could not be served in the asked language');
    if (Object.keys(extra).length) {
      const meta = z.globalRegistry.get(response);
      response = response.extend(extra);
      if (meta) z.globalRegistry.add(response, meta);
    }
  }
  return {
    path: def.path,
    summary: def.summary,
    description: def.description,
    family: def.family ?? entry?.family ?? 'Extensions',
    credits,
    inCatalog: Boolean(entry),
    params,
    response,
    ephemeris: def.ephemeris ?? true,
    localeParam,
    handler: def.handler as Endpoint['handler'],
  };
}
