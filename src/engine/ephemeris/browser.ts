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

/** Milliseconds of each step of the last load in this runtime (the cold-start waterfall of `npm run bench`). */
export interface LoadWaterfall {
  /** Both files' responses in hand (headers), from the start of the load. */
  fetch_ms: number;
  /** The wasm compiled (streaming: overlapping its download), from the start of the load. */
  compile_ms: number;
  /** swisseph.data read in full, from the start of the load. */
  data_ms: number;
  /** Instantiated and the data files mounted (Emscripten FS), from the start of the load. */
  instantiate_ms: number;
  /** Whether compilation streamed from the response (true) or took the bytes in hand. */
  streaming: boolean;
}
export const lastLoad: Partial<LoadWaterfall> = {};

async function responseOf(url: string, sources: readonly AssetFetcher[]): Promise<Response> {
  for (const source of sources) {
    const res = await source(url);
    if (res?.ok) return res;
  }
  throw new EphemerisError(`cannot load ${url}: not in the cache and not reachable (is this the first visit, offline?)`);
}

/**
 * Compiles the wasm from its response: streaming (download and compilation overlap, and
 * Chromium keeps the optimised code of a module streamed from Cache Storage or the HTTP cache
 * for the next load) when the response says application/wasm, from the bytes otherwise (a
 * cached response may have lost the type that streaming compilation insists on).
 */
async function compileWasm(res: Response): Promise<WebAssembly.Module> {
  const streaming = typeof WebAssembly.compileStreaming === 'function' && (res.headers.get('Content-Type') ?? '').startsWith('application/wasm');
  lastLoad.streaming = streaming;
  return streaming ? WebAssembly.compileStreaming(res) : WebAssembly.compile(await res.arrayBuffer());
}

/**
 * Reads both files and compiles the wasm, all at once. `sources` are tried in order for each
 * file; the first response that is OK wins. Default: the network (through the service worker if any).
 */
export async function browserEphemerisSource(sources: readonly AssetFetcher[] = [networkFetch]): Promise<EphemerisSource> {
  const t0 = performance.now();
  const since = () => performance.now() - t0;
  const wasmRes = responseOf(wasmUrl, sources);
  const dataRes = responseOf(dataUrl, sources);
  void Promise.all([wasmRes, dataRes]).then(() => { lastLoad.fetch_ms = since(); }, () => {});
  const [wasm, data] = await Promise.all([
    wasmRes.then(compileWasm).then((m) => { lastLoad.compile_ms = since(); return m; }),
    dataRes.then((r) => r.arrayBuffer()).then((b) => { lastLoad.data_ms = since(); return b; }),
  ]);
  return { wasm, data };
}

/** The runtime's shared ephemeris (one per Worker or service worker), loaded on first use. */
export function browserEphemeris(sources?: readonly AssetFetcher[]): Promise<Ephemeris> {
  return getEphemeris(async () => {
    const t0 = performance.now();
    const source = await browserEphemerisSource(sources);
    return { ...source, onInstantiated: () => { lastLoad.instantiate_ms = performance.now() - t0; } };
  });
}
