/**
 * The package's Node entry (`import { createAkashaHandler } from 'akasha'`): the `/v1`
 * application as a Fetch handler with the Node ephemeris loader, the key stores, and the
 * engine's ephemeris facade. The WebAssembly module and the ephemeris files ship in the
 * package (wasm/vendor) and are found through its `#swisseph-*` imports: nothing to copy.
 */
import { nodeEphemeris } from '../engine/ephemeris/node';
import { type AkashaHandler, type AkashaHandlerOptions, createAkashaHandler as createHandler } from './handler';

export { akashaPath, SERVICE_BASE_URL, type AkashaHandler, type AkashaKey } from './handler';
export { createApi, type ApiOptions, type Api } from '../api/app';
export { ENDPOINTS } from '../api/routes/index';
export { MemoryStore } from '../store/memory';
export { type KeyStore, type KeyRecord, issueKey, TRIAL_CREDITS } from '../store/types';
export { nodeEphemeris, nodeEphemerisSource } from '../engine/ephemeris/node';
export { createEphemeris, Ephemeris, EphemerisError, EphemerisRangeError } from '../engine/ephemeris/index';

/** Defined by the package build (vite.package.config.ts); absent when run unbundled. */
declare const __BUILD_COMMIT__: string | undefined;

export type NodeHandlerOptions = Omit<AkashaHandlerOptions, 'ephemeris'> & Partial<Pick<AkashaHandlerOptions, 'ephemeris'>>;

/**
 * `createAkashaHandler({ credits: false })` answers `/v1` in this process:
 * `await handler(new Request('http://x/v1/chart/planets?...'))`.
 */
export function createAkashaHandler(opts: NodeHandlerOptions = {}): AkashaHandler {
  // The package build defines the commit it was built from; unbundled (tsx, vitest) it is 'dev'.
  const commit = typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'dev';
  return createHandler({ ephemeris: nodeEphemeris, build: { apiVersion: 'v1', commit }, ...opts });
}
