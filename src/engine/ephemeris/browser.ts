/**
 * Browser loader: the same ephemeris in a module Worker and in a module service worker.
 *
 * Vite emits swisseph.wasm and swisseph.data as hashed assets and gives us their URLs. The
 * caller decides where the bytes come from (`fetchAsset`): a Worker uses the network (the
 * service worker answers from its precache once installed); the service worker itself passes
 * a reader of its own precache, because a service worker's own fetches do not go through its
 * fetch handler. The Emscripten glue never fetches: `createEphemeris` hands it the compiled
 * module through `instantiateWasm` and the data through `getPreloadedPackage`.
 */
import wasmUrl from '#swisseph-wasm?url';
import dataUrl from '#swisseph-data?url';
import type { Ephemeris } from './ephemeris';
import { EphemerisError } from './errors';
import { type EphemerisSource, getEphemeris } from './load';

/** URLs of the two files, as emitted by the build (same origin, hashed names). */
export const EPHEMERIS_ASSET_URLS: { readonly wasm: string; readonly data: string } = { wasm: wasmUrl, data: dataUrl };

/** Returns the file's response, or undefined if this source does not hold it. */
export type AssetFetcher = (url: string) => Promise<Response | undefined>;

const networkFetch: AssetFetcher = (url) => fetch(url, { credentials: 'same-origin' });

async function bytesOf(url: string, sources: readonly AssetFetcher[]): Promise<ArrayBuffer> {
  for (const source of sources) {
    const res = await source(url);
    if (res?.ok) return res.arrayBuffer();
  }
  throw new EphemerisError(`cannot load ${url}: not in the cache and not reachable (is this the first visit, offline?)`);
}

/**
 * Reads both files and compiles the wasm. `sources` are tried in order for each file; the
 * first response that is OK wins. Default: the network (through the service worker if any).
 */
export async function browserEphemerisSource(sources: readonly AssetFetcher[] = [networkFetch]): Promise<EphemerisSource> {
  const [wasmBytes, data] = await Promise.all([bytesOf(wasmUrl, sources), bytesOf(dataUrl, sources)]);
  // compile() rather than compileStreaming(): a Response from a cache may lack the
  // application/wasm type that streaming compilation insists on, and the bytes are in hand.
  const wasm = await WebAssembly.compile(wasmBytes);
  return { wasm, data };
}

/** The runtime's shared ephemeris (one per Worker or service worker), loaded on first use. */
export function browserEphemeris(sources?: readonly AssetFetcher[]): Promise<Ephemeris> {
  return getEphemeris(() => browserEphemerisSource(sources));
}
