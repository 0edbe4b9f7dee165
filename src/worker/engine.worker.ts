/**
 * The engine Worker: the /v1 router over the browser ephemeris, unmetered. Module Worker only
 * (Vite `worker.format: 'es'`). This entry is small on purpose. As soon as it runs it starts
 * the ephemeris load (fetch, streaming compile, data) and the import of the router core
 * (router.ts), side by side; `warm()` resolves when both are in place and reports the
 * waterfall. A call loads only the endpoint family that serves its path (families.ts), once;
 * /v1/meta/..., openapi.json and unknown paths load every endpoint (the full router). The
 * answers are those of the full router: the same endpoint objects, store and key.
 */
import { expose } from 'comlink';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { browserEphemeris, lastLoad } from '../engine/ephemeris/browser';
import { FAMILY_LOADERS, familyOf } from './families';
import type { Caller } from './router';
import type { EngineResponse, WarmInfo } from './types';

/** Milliseconds since the Worker was created (its time origin) when this entry began to run. */
const entryMs = performance.now();

let loaded: Promise<Ephemeris> | undefined;
let loadMs = 0;
function ephemeris(): Promise<Ephemeris> {
  if (!loaded) {
    const t0 = performance.now();
    loaded = browserEphemeris().then((eph) => { loadMs = performance.now() - t0; return eph; });
    loaded.catch(() => { loaded = undefined; });
  }
  return loaded;
}

let coreMs = 0;
let core: Promise<typeof import('./router')> | undefined;
function routerCore(): Promise<typeof import('./router')> {
  if (!core) {
    const t0 = performance.now();
    core = import('./router').then((m) => { coreMs = performance.now() - t0; return m; });
    core.catch(() => { core = undefined; });
  }
  return core;
}

const routers = new Map<string, Promise<Caller>>();
const familyMs: Record<string, number> = {};
/** The router of one family ('*' = every endpoint), built on first use. */
function routerOf(family: string | undefined): Promise<Caller> {
  const key = family ?? '*';
  let r = routers.get(key);
  if (!r) {
    const t0 = performance.now();
    const endpoints = family ? FAMILY_LOADERS[family]() : import('../api/routes/index').then((m) => m.ENDPOINTS);
    r = Promise.all([routerCore(), endpoints]).then(([m, eps]) => m.workerRouter(eps, ephemeris)).then((c) => { familyMs[key] = performance.now() - t0; return c; });
    r.catch(() => routers.delete(key));
    routers.set(key, r);
  }
  return r;
}

// Both start now, before any message: the page's first call finds them under way.
ephemeris().catch(() => { /* reported to the call that needs it */ });
routerCore().catch(() => { /* idem */ });

let warmReported = false;

const api = {
  /** Answers one GET /v1 path (with its query string) as the service worker would. */
  async call(path: string): Promise<EngineResponse> {
    if (!path.startsWith('/v1/')) throw new TypeError(`not a /v1 path: ${path}`);
    // Once every endpoint is loaded, the full router answers everything.
    const full = routers.get('*');
    return (await (full ?? routerOf(familyOf(path))))(path);
  },
  /** Loads the ephemeris and the router core now (cold start), so the first real call is fast. */
  async warm(): Promise<WarmInfo> {
    const [eph] = await Promise.all([ephemeris(), routerCore()]);
    const first = !warmReported;
    warmReported = true;
    return {
      ms: first ? Math.max(loadMs, coreMs) : 0, swisseph: eph.version, files: eph.dataFiles().filter((f) => f.endsWith('.se1')),
      waterfall: { entry_ms: entryMs, router_core_ms: coreMs, ephemeris_ms: loadMs, ...lastLoad, ...Object.fromEntries(Object.entries(familyMs).map(([k, v]) => [`family_${k}_ms`, v])) },
    };
  },
};

export type EngineWorkerApi = typeof api;
expose(api);
