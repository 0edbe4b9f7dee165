/** The /v1 router wired for Node: the file or memory store, the Node ephemeris loader. */
import { createApi, type ApiOptions } from '../api/app';
import { ENDPOINTS } from '../api/routes/index';
import { nodeEphemeris } from '../engine/ephemeris/node';
import type { KeyStore } from '../store/types';
import { nodeBuildInfo } from './build-info';

export function createNodeApi(store: KeyStore, extra: Partial<ApiOptions> = {}) {
  return createApi({
    endpoints: ENDPOINTS,
    store,
    ephemeris: nodeEphemeris,
    build: nodeBuildInfo(),
    topUpUrl: 'http://127.0.0.1:5173/#/billing',
    onInternalError: (err, path) => console.error(`internal error on ${path}:`, err),
    ...extra,
  });
}
