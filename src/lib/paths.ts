/**
 * Which URLs Akasha answers: `/v1/...` under a list of base URLs. No engine imports, so the
 * browser side of the MSW integration stays small.
 */

/** The real service's base URL (DivyAstroAPI reference pages: `https://api.divyastroapi.com/v1/...`). */
export const SERVICE_BASE_URL = 'https://api.divyastroapi.com';

/**
 * The `/v1/...` path and query Akasha answers for `url`, or undefined if `url` is not under one
 * of `baseUrls` (origins with an optional path prefix; relative ones are resolved against
 * `url` itself, so `'/'` means "any origin's own /v1").
 */
export function akashaPath(url: URL, baseUrls: readonly string[]): string | undefined {
  for (const base of baseUrls) {
    const b = new URL(base, url);
    if (b.origin !== url.origin) continue;
    const prefix = b.pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(prefix)) continue;
    const rest = url.pathname.slice(prefix.length);
    if (rest === '/v1' || rest.startsWith('/v1/')) return `${rest}${url.search}`;
  }
  return undefined;
}
