/// <reference lib="webworker" />
/**
 * Akasha's service worker: precache + the /v1 API. Every page and script of the origin can
 * `fetch('/v1/...', { headers: { Authorization: 'Bearer ak_...' } })` and gets the answer the
 * Node server gives, metered against the keys in IndexedDB.
 */
import { bootMs } from './boot';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createApi } from '../api/app';
import { DEFAULT_RATE, RateLimiter } from '../api/rate-limit';
import { FAMILY_LOADERS, familyOf } from '../worker/families';
import { type AssetFetcher, browserEphemeris, lastLoad } from '../engine/ephemeris/browser';
import { IdbStore } from '../store/idb';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

/** The service worker's own fetches bypass its fetch handler: read the precache first. */
const fromPrecache: AssetFetcher = (url) => matchPrecache(url);
const fromNetwork: AssetFetcher = (url) => fetch(url, { credentials: 'same-origin' });

const store = new IdbStore();
/** One rate limiter for every router below: a key's budget does not depend on which family answers. */
const limiter = new RateLimiter(DEFAULT_RATE);
const routerOptions = {
  store,
  limiter,
  ephemeris: () => browserEphemeris([fromPrecache, fromNetwork]),
  // Replaced at build time; the unbundled dev service worker has no define, hence the guard.
  build: { apiVersion: 'v1', commit: typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'dev' },
  topUpUrl: `${self.location.origin}/#/billing`,
  onInternalError: (err: unknown, path: string) => console.error(`internal error on ${path}:`, err),
};

/**
 * Routers by endpoint family ('*' = every endpoint), built on first use. A service worker is
 * stopped when idle and runs its whole script again on the next request, so the script holds
 * only this core: the endpoint modules are imported on demand (the bundle inlines them as
 * functions that run on first import), and a request runs only its family's module
 * (src/worker/families.ts). /v1/meta/..., openapi.json and unknown paths take every endpoint;
 * once that router exists it answers everything. The same endpoint objects, store and rate
 * limiter: the same answers.
 */
type Router = ReturnType<typeof createApi>;
const routers = new Map<string, Promise<Router>>();
function routerOf(family: string | undefined): Promise<Router> {
  const key = family ?? '*';
  let r = routers.get(key);
  if (!r) {
    const endpoints = family ? FAMILY_LOADERS[family]() : import('../api/routes/index').then((m) => m.ENDPOINTS);
    r = endpoints.then((eps) => createApi({ endpoints: eps, ...routerOptions }));
    r.catch(() => routers.delete(key));
    routers.set(key, r);
  }
  return r;
}
const api = {
  async fetch(request: Request): Promise<Response> {
    const full = routers.get('*');
    const router = await (full ?? routerOf(familyOf(new URL(request.url).pathname)));
    return router.fetch(request);
  },
};

function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/');
}

/** Open pages of the app listen here to refresh balances (src/ui/key-store.ts, same name). */
const keysChanged = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('akasha-keys-changed') : undefined;

/** Cold-start waterfall of this service worker instance (ms since its time origin), for the bench. */
const timing: Record<string, unknown> = { boot_ms: bootMs };

async function answerApi(request: Request): Promise<Response> {
  const first = timing.first_request_start_ms === undefined;
  if (first) timing.first_request_start_ms = performance.now();
  try {
    const res = await api.fetch(request);
    if (first) timing.first_request_end_ms = performance.now();
    if (res.headers.has('X-Credits-Remaining')) keysChanged?.postMessage('akasha-keys-changed');
    return res;
  } catch (err) {
    // The router shapes every error itself; reaching here is a bug, still answered as JSON.
    console.error('service worker /v1 failure:', err);
    const body = { error: { code: 'internal_error', message: 'internal error in the service worker: this is a bug in Akasha', request_id: 'req_sw' } };
    return new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }
}

async function answerNavigation(request: Request): Promise<Response> {
  const shell = (await matchPrecache('index.html')) ?? (await matchPrecache('/index.html'));
  if (shell) return shell;
  return fetch(request);
}

// Registered before precacheAndRoute's listener, which therefore never sees what we answer.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (isApiPath(url.pathname)) {
    event.respondWith(answerApi(event.request));
    event.stopImmediatePropagation();
    return;
  }
  if (event.request.mode === 'navigate' && !getCacheKeyForURL(url.href)) {
    // The app routes by #hash; any other same-origin page address gets the shell.
    event.respondWith(answerNavigation(event.request));
    event.stopImmediatePropagation();
  }
});

self.addEventListener('install', () => { void self.skipWaiting(); });
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The bench asks for the waterfall over a MessageChannel: { type: 'akasha-sw-timing' }.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== 'akasha-sw-timing') return;
  event.ports[0]?.postMessage({ ...timing, ephemeris: { ...lastLoad } });
});
timing.evaluated_ms = performance.now();
