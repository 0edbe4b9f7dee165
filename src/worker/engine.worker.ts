/**
 * The engine Worker: the /v1 router over the browser ephemeris, unmetered (an in-memory store
 * with one internal key, rate 0 = no limit). Module Worker only (Vite `worker.format: 'es'`).
 */
import { expose } from 'comlink';
import { createApi } from '../api/app';
import { ENDPOINTS } from '../api/routes/index';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { browserEphemeris } from '../engine/ephemeris/browser';
import { MemoryStore } from '../store/memory';
import { newSecret } from '../store/types';
import type { EngineResponse, WarmInfo } from './types';

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

const secret = newSecret();
const store = new MemoryStore();
const ready = store.create({ name: 'app (internal, unmetered)', secret, credits: Number.MAX_SAFE_INTEGER, rate: 0 });
const router = createApi({
  endpoints: ENDPOINTS,
  store,
  ephemeris,
  build: { apiVersion: 'v1', commit: __BUILD_COMMIT__ },
  topUpUrl: `${self.location.origin}/#/billing`,
  onInternalError: (err, path) => console.error(`internal error on ${path}:`, err),
});

const api = {
  /** Answers one GET /v1 path (with its query string) as the service worker would. */
  async call(path: string): Promise<EngineResponse> {
    if (!path.startsWith('/v1/')) throw new TypeError(`not a /v1 path: ${path}`);
    await ready;
    const t0 = performance.now();
    const res = await router.request(path, { headers: { Authorization: `Bearer ${secret}` } });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON: keep the text */ }
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => { headers[k] = v; });
    return { status: res.status, headers, body, ms: performance.now() - t0 };
  },
  /** Loads the ephemeris now (cold start), so the first real call is fast. */
  async warm(): Promise<WarmInfo> {
    const wasWarm = loaded !== undefined;
    const eph = await ephemeris();
    return { ms: wasWarm ? 0 : loadMs, swisseph: eph.version, files: eph.dataFiles().filter((f) => f.endsWith('.se1')) };
  },
};

export type EngineWorkerApi = typeof api;
expose(api);
