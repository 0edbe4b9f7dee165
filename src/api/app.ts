/**
 * The /v1 router: a Hono app that runs unchanged in the service worker and in Node. It is the
 * one place where answers are shaped: request id, method check, key, rate limit, parameters,
 * credits (reserved before the work, refunded unless the answer is 2xx), the handler, and the
 * error envelope for everything that is not a success.
 */
import { Hono, type Context } from 'hono';
import { EngineInputError, EngineNotFoundError } from '../engine/errors';
import type { Locale } from '../engine/i18n/locales';
import { EphemerisRangeError } from '../engine/ephemeris/errors';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { ZoneError } from '../engine/time/zone';
import { type KeyStore, randomHex, sha256Hex } from '../store/types';
import { BinaryBody } from './binary';
import { ApiError, invalidParam, notFound, paramErrors, type ParamProblem } from './errors';
import { localizeBody } from './localize';
import { readQuery } from './query';
import { buildOpenApi } from './openapi';
import { DEFAULT_RATE, type RateConfig, RateLimiter } from './rate-limit';
import type { BuildInfo, Endpoint, HandlerContext } from './registry';

export interface ApiOptions {
  endpoints: readonly Endpoint[];
  store: KeyStore;
  ephemeris: () => Promise<Ephemeris>;
  build: BuildInfo;
  /** Where a 402 sends the caller to add credits. */
  topUpUrl: string;
  rate?: RateConfig;
  /** A rate limiter shared with other routers over the same keys (the service worker's per-family routers); default: one of its own. */
  limiter?: RateLimiter;
  now?: () => Date;
  /** Receives unexpected errors (a 500 is a bug; tests fuzz for it). */
  onInternalError?: (err: unknown, path: string) => void;
  /**
   * The door's word on whether a success reached the network (Node: the response's 'finish'
   * before 'close'). The credits of a 2xx are settled then, and given back if it never went
   * out; without it (service worker) they are settled when the answer is made.
   */
  delivered?: (c: Context) => Promise<boolean> | undefined;
}

/** A request id sent by a proxy is kept if it is a plain token (letters, digits, `._:-`, 1-128). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const honoPath = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');

export function createApi(opts: ApiOptions) {
  const app = new Hono();
  const limiter = opts.limiter ?? new RateLimiter(opts.rate ?? DEFAULT_RATE);
  const now = opts.now ?? (() => new Date());
  let openapi: unknown;

  // Every answer, errors included, carries the request id and the CORS headers of a success, so
  // a browser client on another origin reads the envelope instead of an opaque failure.
  // OPTIONS (a CORS preflight) is answered here for every path and is never charged.
  app.use('*', async (c, next) => {
    const given = c.req.header('X-Request-Id');
    c.set('requestId' as never, (given && PROXY_REQUEST_ID.test(given) ? given : `req_${randomHex(12)}`) as never);
    if (c.req.method === 'OPTIONS') {
      c.res = new Response(null, { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS', ...PREFLIGHT_HEADERS } });
    } else if (c.req.url.length > MAX_URL_LENGTH) {
      c.res = envelope(c, uriTooLong(c.req.url.length));
    } else {
      await next();
    }
    c.res.headers.set('X-Request-Id', rid(c));
    for (const [k, v] of Object.entries(CORS_HEADERS)) c.res.headers.set(k, v);
  });

  const rid = (c: Context): string => (c.get('requestId' as never) as string | undefined) ?? `req_${randomHex(12)}`;

  function envelope(c: Context, err: ApiError): Response {
    const body = { error: { code: err.code, message: err.message, request_id: rid(c), ...err.extra } };
    return new Response(JSON.stringify(body), {
      status: err.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': rid(c), ...err.headers },
    });
  }

  app.onError((err, c) => {
    if (err instanceof ApiError) return envelope(c, err);
    if (err instanceof EphemerisRangeError) return envelope(c, invalidParam('date', err.message));
    if (err instanceof ZoneError) return envelope(c, invalidParam('tz', err.message));
    if (err instanceof EngineInputError) return envelope(c, invalidParam(err.param, err.message));
    if (err instanceof EngineNotFoundError) return envelope(c, notFound(err.message));
    opts.onInternalError?.(err, c.req.path);
    return envelope(c, new ApiError(500, 'internal_error', 'internal error: this is a bug in Akasha; please report the request id'));
  });

  app.notFound((c) => envelope(c, notFound(`no endpoint ${c.req.path}; GET /v1/meta/endpoints lists them`)));

  const json = (c: Context, body: unknown, headers: Record<string, string>) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });

  app.all('/v1/openapi.json', (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw methodNotAllowed(c.req.method);
    openapi ??= buildOpenApi(opts.endpoints, opts.build);
    return json(c, openapi, { 'X-Credits-Cost': '0' });
  });

  // Outside the catalog and free: is this instance able to answer (its store included)?
  app.all('/v1/health', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw methodNotAllowed(c.req.method);
    try {
      const store = (await opts.store.health?.()) ?? {};
      return json(c, { status: 'ok', ...store }, { 'X-Credits-Cost': '0', 'Cache-Control': 'no-store' });
    } catch (err) {
      throw new ApiError(503, 'service_unavailable', `the key store does not answer: ${err instanceof Error ? err.message : String(err)}`);
    }
  });

  for (const e of opts.endpoints) {
    app.all(honoPath(e.path), async (c) => {
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method);

      // 1. key
      let keyId: string | undefined;
      let rate: number | undefined;
      let balance: number | undefined;
      if (e.credits > 0) {
        const auth = c.req.header('Authorization') ?? '';
        const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
        if (!m) throw new ApiError(401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
        const record = await opts.store.findByHash(await sha256Hex(m[1]));
        if (!record) throw new ApiError(401, 'unauthorized', 'invalid or revoked API key');
        keyId = record.id;
        rate = record.rate;
        balance = record.credits;
        // 2. rate limit
        const bucket = limiter.bucket(rate);
        const wait = !bucket ? 0 : opts.store.takeToken ? await opts.store.takeToken(record.id, bucket.rate, bucket.burst) : limiter.take(record.id, rate);
        if (wait > 0) {
          const seconds = Math.max(1, Math.ceil(wait));
          throw new ApiError(429, 'rate_limited', `rate limit exceeded: retry in ${seconds} second${seconds === 1 ? '' : 's'}`, {}, { 'Retry-After': String(seconds) });
        }
      }

      // 3. parameters
      const { values, warnings } = parseParams(e, c);
      const warningHeader: Record<string, string> = warnings.length ? { Warning: warnings.map((w) => `299 akasha ${JSON.stringify(w.replace(/[^\x20-\x7e]/g, '?'))}`).join(', ') } : {};

      // HEAD: the headers a GET would have after the key and parameter checks, without the
      // work and without a charge (X-Credits-Remaining is the balance, untouched).
      if (method === 'HEAD') {
        const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'X-Credits-Cost': String(e.credits), ...warningHeader };
        if (balance !== undefined) headers['X-Credits-Remaining'] = String(balance);
        return new Response(null, { status: 200, headers });
      }

      // 4. credits: reserve now, refund unless the answer is a success
      let remaining: number | undefined;
      let ticket: string | undefined;
      if (keyId) {
        const r = await opts.store.reserve(keyId, e.credits);
        if (!r.ok) {
          throw new ApiError(402, 'trial_exhausted', `balance ${r.balance} credits is below this endpoint's cost of ${e.credits} credits`, { top_up_url: opts.topUpUrl });
        }
        remaining = r.remaining;
        ticket = r.ticket;
      }
      try {
        const ctx: HandlerContext = {
          eph: e.ephemeris ? await opts.ephemeris() : (undefined as unknown as Ephemeris),
          requestId: rid(c), now, registry: opts.endpoints, build: opts.build,
        };
        let body = await e.handler(values, ctx);
        if (e.localeParam && !(body instanceof BinaryBody)) body = localizeBody(body, (values[e.localeParam] as Locale | undefined) ?? 'en');
        if (keyId && ticket) {
          const id = keyId;
          const t = ticket;
          const delivered = opts.delivered?.(c);
          if (!delivered) await opts.store.settle?.(t);
          else {
            delivered
              .then((ok) => (ok ? opts.store.settle?.(t) : opts.store.refund(id, e.credits, t)))
              .catch((err) => opts.onInternalError?.(err, c.req.path));
          }
        }
        if (warnings.length && body && typeof body === 'object' && Array.isArray((body as { warnings?: unknown }).warnings)) {
          (body as { warnings: string[] }).warnings.push(...warnings);
        }
        const headers: Record<string, string> = { 'X-Credits-Cost': String(e.credits), ...warningHeader };
        if (remaining !== undefined) headers['X-Credits-Remaining'] = String(remaining);
        if (body instanceof BinaryBody) {
          return new Response(body.bytes as BodyInit, { status: 200, headers: { 'Content-Type': body.contentType, 'Content-Disposition': `inline; filename="${body.filename}"`, ...headers } });
        }
        return json(c, body, headers);
      } catch (err) {
        if (keyId) await opts.store.refund(keyId, e.credits, ticket);
        throw err;
      }
    });
  }

  return {
    app,
    fetch: (req: Request, env?: unknown) => app.fetch(req, env),
    request: (path: string, init?: RequestInit) => app.request(path, init),
  };
}

export type Api = ReturnType<typeof createApi>;

/** Longer URLs are a 414 (the Node server's parser is raised above this so the envelope is ours). */
export const MAX_URL_LENGTH = 16 * 1024;

/** On every answer, errors included. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Request-Id, X-Credits-Cost, X-Credits-Remaining, Retry-After, Warning',
};
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization',
  'Access-Control-Max-Age': '86400',
};

function uriTooLong(length: number): ApiError {
  return new ApiError(414, 'uri_too_long', `the URL is ${length} characters long; the limit is ${MAX_URL_LENGTH}`);
}

function methodNotAllowed(method: string): ApiError {
  return new ApiError(405, 'method_not_allowed', `method ${method} is not allowed: the /v1 API is read-only, use GET`, {}, { Allow: 'GET, HEAD, OPTIONS' });
}

function parseParams(e: Endpoint, c: Context): { values: Record<string, unknown>; warnings: string[] } {
  const queries = c.req.queries();
  const pairs = Object.entries(queries).flatMap(([k, vs]) => vs.map((v) => [k, v] as [string, string]));
  const reading = readQuery(e.params, pairs);
  const out: Record<string, unknown> = {};
  const problems: (ParamProblem & { missing: boolean })[] = [...reading.problems];
  for (const [name, spec] of Object.entries(e.params)) {
    const raw = spec.in === 'path' ? c.req.param(name) : reading.raw.get(name);
    if (raw === undefined || raw === '') {
      if (spec.in === 'path') { problems.push({ param: name, problem: 'is required', missing: true }); continue; }
      if (spec.required) problems.push({ param: name, problem: 'is required', missing: true });
      else out[name] = spec.fallback;
      continue;
    }
    const r = spec.parse(spec.in === 'path' ? safeDecode(raw) : raw);
    if (r.ok) out[name] = r.value;
    else if (spec.in === 'path') throw notFound(`${name} ${JSON.stringify(raw)} ${r.problem}`);
    else problems.push({ param: name, problem: r.problem, missing: false });
  }
  if (problems.length) throw paramErrors(problems);
  return { values: out, warnings: reading.warnings };
}

function safeDecode(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}
