/**
 * The /v1 router wired for Node: a key store, the Node ephemeris loader, and the delivery
 * signal of Node's HTTP server: a success's credits are settled once its bytes are handed to
 * the operating system, and given back if the connection closes before (see
 * src/store/sql/store.ts on why).
 */
import type { ServerResponse } from 'node:http';
import { createApi, type ApiOptions } from '../api/app';
import { ENDPOINTS } from '../api/routes/index';
import { nodeEphemeris } from '../engine/ephemeris/node';
import type { KeyStore } from '../store/types';
import { nodeBuildInfo } from './build-info';

/** Resolves true on the response's 'finish', false if it closes unfinished; undefined outside a Node server. */
export function nodeDelivered(env: unknown): Promise<boolean> | undefined {
  const out = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!out || typeof out.once !== 'function') return undefined;
  if (out.writableFinished) return Promise.resolve(true);
  return new Promise((resolve) => {
    out.once('finish', () => resolve(true));
    out.once('close', () => resolve(out.writableFinished));
  });
}

export function createNodeApi(store: KeyStore, extra: Partial<ApiOptions> = {}) {
  return createApi({
    endpoints: ENDPOINTS,
    store,
    ephemeris: nodeEphemeris,
    build: nodeBuildInfo(),
    topUpUrl: 'http://127.0.0.1:5173/#/billing',
    onInternalError: (err, path) => console.error(`internal error on ${path}:`, err),
    delivered: (c) => nodeDelivered(c.env),
    ...extra,
  });
}
