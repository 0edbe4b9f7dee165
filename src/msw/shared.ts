/**
 * What the Node and browser MSW integrations share: the options and which requests Akasha
 * answers (`/v1/...` on the page's own origin and on the real service's base URL by default).
 */
import { http, type HttpHandler } from 'msw';
import { akashaPath, SERVICE_BASE_URL } from '../lib/paths';

export interface AkashaMswOptions {
  /**
   * Origins (with an optional path prefix) whose `/v1/...` Akasha answers. Default: the page's
   * own origin (`location.origin`, where there is one) and the real service's base URL.
   */
  baseUrls?: readonly string[];
}

export function defaultBaseUrls(): string[] {
  const here = (globalThis as { location?: { origin?: string } }).location?.origin;
  return [...(here && here !== 'null' ? [here] : []), SERVICE_BASE_URL];
}

/** One MSW handler for every method on the matching URLs; `answer` gets the `/v1/...` path. */
export function akashaMswHandler(opts: AkashaMswOptions, answer: (request: Request, path: string) => Promise<Response>): HttpHandler {
  const bases = opts.baseUrls ?? defaultBaseUrls();
  return http.all(
    ({ request }) => akashaPath(new URL(request.url), bases) !== undefined,
    ({ request }) => answer(request, akashaPath(new URL(request.url), bases)!),
  );
}

/** The request Akasha's router sees: the `/v1` path and query on a neutral origin. */
export function localRequest(request: Request, path: string): Request {
  return new Request(new URL(path, 'http://akasha.local'), { method: request.method, headers: request.headers });
}
