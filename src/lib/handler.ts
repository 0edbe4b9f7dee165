/**
 * The `/v1` application as a plain Fetch handler, `(request) => Promise<Response>`, for a
 * developer's own code: any key store, or `credits: false` (no key needed, nothing charged,
 * no rate limit), and any base URL (the real service's, a staging host, a relative `/v1`).
 * Runtime-neutral: the caller passes the ephemeris loader (Node: files; browser: fetch).
 */
import { createApi, type ApiOptions } from '../api/app';
import { ENDPOINTS } from '../api/routes/index';
import type { BuildInfo } from '../api/registry';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { MemoryStore } from '../store/memory';
import { type KeyStore, newSecret, sha256Hex } from '../store/types';

export { akashaPath, SERVICE_BASE_URL } from './paths';

/** A key to register in the handler's store: its secret, balance and rate (requests/s; 0 = unlimited). */
export interface AkashaKey { secret: string; credits?: number; rate?: number; name?: string }

export interface AkashaHandlerOptions {
  /** Loads the Swiss Ephemeris (Node: `nodeEphemeris`; browser: `browserEphemeris`). */
  ephemeris: () => Promise<Ephemeris>;
  /**
   * `false`: no key is needed and nothing is charged or rate-limited (tests, prototypes).
   * Default `true`: keys, credits, the rate limit and the 401/402/429 answers, as the service.
   */
  credits?: boolean;
  /** Where keys and balances live; default a fresh in-memory store. */
  store?: KeyStore;
  /** Keys added to the store (unless a key with that secret is already there). */
  keys?: readonly AkashaKey[];
  /** Where a 402 sends the caller to add credits. */
  topUpUrl?: string;
  build?: BuildInfo;
  rate?: ApiOptions['rate'];
  now?: () => Date;
  onInternalError?: ApiOptions['onInternalError'];
}

export interface AkashaHandler {
  /** Answers a request for `<any origin>/v1/...` exactly as Akasha's own `/v1` does. */
  (request: Request): Promise<Response>;
  /** The key store in use (to make keys, top up, read balances). */
  readonly store: KeyStore;
}

/** Credits-off header names the handler removes (they would show the internal key's balance). */
const INTERNAL_HEADERS = ['X-Credits-Remaining'];

export function createAkashaHandler(opts: AkashaHandlerOptions): AkashaHandler {
  const store = opts.store ?? new MemoryStore();
  const internalSecret = opts.credits === false ? newSecret() : undefined;
  const internal = new MemoryStore();
  const ready = (async () => {
    for (const k of opts.keys ?? []) {
      if (await store.findByHash(await sha256Hex(k.secret))) continue;
      await store.create({ name: k.name ?? 'developer key', secret: k.secret, credits: k.credits ?? 1_000_000, rate: k.rate ?? 0 });
    }
    if (internalSecret) {
      // Lives only in this handler's own memory store, never in the caller's store.
      await internal.create({ name: 'credits off (internal)', secret: internalSecret, credits: Number.MAX_SAFE_INTEGER, rate: 0 });
    }
  })();
  const api = createApi({
    endpoints: ENDPOINTS,
    store: internalSecret ? internal : store,
    ephemeris: opts.ephemeris,
    build: opts.build ?? { apiVersion: 'v1', commit: 'package' },
    topUpUrl: opts.topUpUrl ?? '/#/billing',
    onInternalError: opts.onInternalError ?? ((err, path) => console.error(`akasha: internal error on ${path}:`, err)),
    ...(opts.rate ? { rate: opts.rate } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });

  const handler = async (request: Request): Promise<Response> => {
    await ready;
    const url = new URL(request.url);
    // The router matches paths only; keep the path and query, whatever the origin.
    const local = new URL(`${url.pathname}${url.search}`, 'http://akasha.local');
    const headers = new Headers(request.headers);
    if (internalSecret) headers.set('Authorization', `Bearer ${internalSecret}`);
    const res = await api.fetch(new Request(local, { method: request.method, headers }));
    if (!internalSecret) return res;
    const out = new Headers(res.headers);
    for (const h of INTERNAL_HEADERS) out.delete(h);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
  };
  return Object.assign(handler, { store });
}

