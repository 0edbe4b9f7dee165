/**
 * The engine Worker's router core: a /v1 router over any list of endpoints (one family, or all
 * of them) with an in-memory store holding one internal, unmetered key (rate 0 = no limit),
 * shared by every router of the Worker. Imported dynamically by engine.worker.ts, which starts
 * it beside the ephemeris load; the endpoint modules themselves come separately (families.ts).
 */
import { createApi } from '../api/app';
import type { Endpoint } from '../api/registry';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { MemoryStore } from '../store/memory';
import { newSecret } from '../store/types';
import type { EngineResponse } from './types';

export type Caller = (path: string) => Promise<EngineResponse>;

const secret = newSecret();
const store = new MemoryStore();
const keyReady = store.create({ name: 'app (internal, unmetered)', secret, credits: Number.MAX_SAFE_INTEGER, rate: 0 });

/** A router over `endpoints`; resolves once the internal key is stored. */
export async function workerRouter(endpoints: readonly Endpoint[], ephemeris: () => Promise<Ephemeris>): Promise<Caller> {
  await keyReady;
  const router = createApi({
    endpoints,
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
