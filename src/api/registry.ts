/**
 * The endpoint registry: one declaration per endpoint. The router, /v1/meta/endpoints, the
 * OpenAPI document, the API console's forms and the contract tests are all derived from it.
 * Credits come from the catalog (src/api/catalog.json, a copy of the spec's catalog), so a
 * price can never be mistyped; only paths beyond the catalog state their own.
 */
import type { z } from 'zod';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import catalog from './catalog.json';
import type { ParamValues, Params } from './params';

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
  return {
    path: def.path,
    summary: def.summary,
    description: def.description,
    family: def.family ?? entry?.family ?? 'Extensions',
    credits,
    inCatalog: Boolean(entry),
    params: def.params,
    response: def.response,
    ephemeris: def.ephemeris ?? true,
    handler: def.handler as Endpoint['handler'],
  };
}
