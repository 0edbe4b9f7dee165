/**
 * The ephemeris of the kit (`npx akasha init`): swisseph.wasm and swisseph.data sit beside the
 * kit's scripts, so they are fetched from the kit's own URL, never through a bundler. In a
 * service worker they are kept in Cache Storage, so the API answers offline after the first load.
 */
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { EphemerisError } from '../engine/ephemeris/errors';
import { createEphemeris } from '../engine/ephemeris/load';

export const KIT_CACHE = 'akasha-kit-v1';
export const KIT_FILES = ['swisseph.wasm', 'swisseph.data'] as const;

async function bytes(url: string, useCache: boolean): Promise<ArrayBuffer> {
  const cache = useCache && typeof caches !== 'undefined' ? await caches.open(KIT_CACHE) : undefined;
  const hit = await cache?.match(url);
  if (hit) return hit.arrayBuffer();
  const res = await fetch(url);
  if (!res.ok) throw new EphemerisError(`cannot load ${url}: HTTP ${res.status} (is the kit in place? run npx akasha init <public-dir>)`);
  if (cache) await cache.put(url, res.clone());
  return res.arrayBuffer();
}

/** Puts both files in Cache Storage (a service worker's install step). */
export async function cacheKit(kitUrl: URL): Promise<void> {
  const cache = await caches.open(KIT_CACHE);
  await cache.addAll(KIT_FILES.map((f) => new URL(f, kitUrl).href));
}

let shared: Promise<Ephemeris> | undefined;

/** The runtime's ephemeris from the kit at `kitUrl` (a folder URL ending in `/`). */
export function kitEphemeris(kitUrl: URL, useCache: boolean): Promise<Ephemeris> {
  if (!shared) {
    shared = (async () => {
      const [wasmBytes, data] = await Promise.all(KIT_FILES.map((f) => bytes(new URL(f, kitUrl).href, useCache)));
      return createEphemeris({ wasm: await WebAssembly.compile(wasmBytes!), data: data! });
    })();
    shared.catch(() => { shared = undefined; });
  }
  return shared;
}
