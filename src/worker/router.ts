/**
 * The engine Worker's heavy half: the /v1 router (every endpoint, its schemas and content)
 * with an in-memory store holding one internal, unmetered key (rate 0 = no limit). Imported
 * dynamically by engine.worker.ts, so that the ephemeris download and compilation start
 * before this module is parsed and run, and both proceed at once.
 */
import { createApi } from '../api/app';
import { ENDPOINTS } from '../api/routes/index';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { MemoryStore } from '../store/memory';
import { newSecret } from '../store/types';
import type { EngineResponse } from './types';

/** Builds the router over the Worker's ephemeris promise; resolves when its key is stored. */
export async function workerRouter(ephemeris: () => Promise<Ephemeris>): Promise<(path: string) => Promise<EngineResponse>> {
  const secret = newSecret();
  const store = new MemoryStore();
  await store.create({ name: 'app (internal, unmetered)', secret, credits: Number.MAX_SAFE_INTEGER, rate: 0 });
  const router = createApi({
    endpoints: ENDPOINTS,
    store,
    ephemeris,
    build: { apiVersion: 'v1', commit: __BUILD_COMMIT__ },
    topUpUrl: `${self.location.origin}/#/billing`,
    onInternalError: (err, path) => console.error(`internal error on ${path}:`, err),
  });
  return async (path) => {
    const t0 = performance.now();
    const res = await router.request(path, { headers: { Authorization: `Bearer ${secret}` } });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON: keep the text */ }
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => { headers[k] = v; });
    return { status: res.status, headers, body, ms: performance.now() - t0 };
  };
}
