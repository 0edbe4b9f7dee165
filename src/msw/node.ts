/**
 * MSW handlers for Node (`setupServer` in Vitest, Jest, scripts): `/v1` is answered in this
 * process by the Fetch handler of `createAkashaHandler`, with the ephemeris read from the
 * package's own files.
 *
 *   const server = setupServer(...akashaHandlers());   // credits: false unless asked
 */
import type { HttpHandler } from 'msw';
import { createAkashaHandler, type NodeHandlerOptions } from '../lib/node';
import type { AkashaHandler } from '../lib/handler';
import { akashaMswHandler, type AkashaMswOptions, localRequest } from './shared';

export type { AkashaMswOptions } from './shared';
export { SERVICE_BASE_URL } from '../lib/paths';

export type AkashaHandlersOptions = AkashaMswOptions & NodeHandlerOptions & {
  /** Use this handler instead of making one (to share its key store with the test). */
  handler?: AkashaHandler;
};

export function akashaHandlers(opts: AkashaHandlersOptions = {}): HttpHandler[] {
  // Test doubles answer whatever key the code under test sends, unless asked to meter.
  const handler = opts.handler ?? createAkashaHandler({ credits: false, ...opts });
  return [akashaMswHandler(opts, (request, path) => handler(localRequest(request, path)))];
}
