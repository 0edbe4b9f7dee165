/**
 * The engine Worker: the /v1 router over the browser ephemeris, unmetered. Module Worker only
 * (Vite `worker.format: 'es'`). This entry is small on purpose: as soon as it runs it starts
 * the ephemeris load (fetch, streaming compile, data) and the import of the router (router.ts,
 * the bulk of the code), which then proceed side by side; `warm()` resolves when both are in
 * place and reports the waterfall.
 */
import { expose } from 'comlink';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { browserEphemeris, lastLoad } from '../engine/ephemeris/browser';
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

let routerMs = 0;
let routing: Promise<(path: string) => Promise<EngineResponse>> | undefined;
function router(): Promise<(path: string) => Promise<EngineResponse>> {
  if (!routing) {
    const t0 = performance.now();
    routing = import('./router').then((m) => m.workerRouter(ephemeris)).then((r) => { routerMs = performance.now() - t0; return r; });
    routing.catch(() => { routing = undefined; });
  }
  return routing;
}

// Both start now, before any message: the page's first call finds them under way.
ephemeris().catch(() => { /* reported to the call that needs it */ });
router().catch(() => { /* idem */ });

const api = {
  /** Answers one GET /v1 path (with its query string) as the service worker would. */
  async call(path: string): Promise<EngineResponse> {
    if (!path.startsWith('/v1/')) throw new TypeError(`not a /v1 path: ${path}`);
    return (await router())(path);
  },
  /** Loads the ephemeris and the router now (cold start), so the first real call is fast. */
  async warm(): Promise<WarmInfo> {
    const wasWarm = loaded !== undefined && routing !== undefined && loadMs > 0 && routerMs > 0;
    const [eph] = await Promise.all([ephemeris(), router()]);
    return {
      ms: wasWarm ? 0 : Math.max(loadMs, routerMs), swisseph: eph.version, files: eph.dataFiles().filter((f) => f.endsWith('.se1')),
      waterfall: { entry_ms: entryMs, router_ms: routerMs, ephemeris_ms: loadMs, ...lastLoad },
    };
  },
};

export type EngineWorkerApi = typeof api;
expose(api);
