/// <reference lib="webworker" />
/**
 * `/v1` in a developer's own service worker: call `handleAkashaRequest(event)` first in its
 * fetch listener; it answers (and returns true) for `/v1/...` on the worker's origin and the
 * real service's base URL, and leaves every other request alone (returns false).
 *
 *   import { handleAkashaRequest } from '/akasha/handle.js';
 *   self.addEventListener('fetch', (event) => { if (handleAkashaRequest(event)) return; ... });
 */
import { createAkashaHandler, type AkashaHandler, type AkashaKey } from '../lib/handler';
import { akashaPath, SERVICE_BASE_URL } from '../lib/paths';
import { IdbStore } from '../store/idb';
import { MemoryStore } from '../store/memory';
import { cacheKit, kitEphemeris } from './ephemeris';

declare const self: ServiceWorkerGlobalScope;

export interface AkashaServiceWorkerOptions {
  /** Folder of the kit (swisseph.wasm, swisseph.data); default the folder of this script. */
  kitUrl?: string | URL;
  /** Origins whose `/v1` is answered; default this worker's origin and the real service. */
  baseUrls?: readonly string[];
  /** `false` (default): no key needed, nothing charged. `true`: keys and credits as the service. */
  credits?: boolean;
  keys?: AkashaKey[];
  /** With credits: `indexeddb` (default, survives restarts) or `memory`. */
  store?: 'memory' | 'indexeddb';
}

const defaultKit = new URL(/* @vite-ignore */ './', import.meta.url);
let configured: { handler: AkashaHandler; bases: readonly string[] } | undefined;

/** Sets the options (once, before the first request); returns the `/v1` Fetch handler. */
export function configureAkasha(opts: AkashaServiceWorkerOptions = {}): AkashaHandler {
  const kit = new URL(opts.kitUrl ?? defaultKit, self.location.href);
  const handler = createAkashaHandler({
    ephemeris: () => kitEphemeris(kit, true),
    credits: opts.credits ?? false,
    keys: opts.keys ?? [],
    store: opts.store === 'memory' ? new MemoryStore() : new IdbStore(),
    topUpUrl: `${self.location.origin}/#/billing`,
    build: { apiVersion: 'v1', commit: __BUILD_COMMIT__ },
  });
  configured = { handler, bases: opts.baseUrls ?? [self.location.origin, SERVICE_BASE_URL] };
  return handler;
}

/** Caches the kit's ephemeris files (call from the install event to answer offline at once). */
export function precacheAkasha(kitUrl: string | URL = defaultKit): Promise<void> {
  return cacheKit(new URL(kitUrl, self.location.href));
}

/** Answers the event if it is a `/v1` request Akasha serves; returns whether it did. */
export function handleAkashaRequest(event: FetchEvent): boolean {
  if (!configured) configureAkasha();
  const { handler, bases } = configured!;
  const path = akashaPath(new URL(event.request.url), bases);
  if (path === undefined) return false;
  const local = new Request(new URL(path, 'http://akasha.local'), { method: event.request.method, headers: event.request.headers });
  event.respondWith(handler(local).catch((err: unknown) => {
    const body = { error: { code: 'internal_error', message: `internal error in Akasha's service worker: ${String(err)}`, request_id: 'req_sw' } };
    return new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }));
  return true;
}
