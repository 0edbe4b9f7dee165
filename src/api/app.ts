/**
 * The /v1 router: a Hono app that runs unchanged in the service worker and in Node. It is the
 * one place where answers are shaped: request id, method check, key, rate limit, parameters,
 * credits (reserved before the work, refunded unless the answer is 2xx), the handler, and the
 * error envelope for everything that is not a success.
 */
import { Hono, type Context } from 'hono';
import { EngineInputError, EngineNotFoundError } from '../engine/errors';
import { EphemerisRangeError } from '../engine/ephemeris/errors';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { ZoneError } from '../engine/time/zone';
import { type KeyStore, randomHex, sha256Hex } from '../store/types';
import { BinaryBody } from './binary';
import { ApiError, invalidParam, notFound, paramErrors, type ParamProblem } from './errors';
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
}

const honoPath = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');

export function createApi(opts: ApiOptions) {
  const app = new Hono();
  const limiter = opts.limiter ?? new RateLimiter(opts.rate ?? DEFAULT_RATE);
  const now = opts.now ?? (() => new Date());
  let openapi: unknown;

  app.use('*', async (c, next) => {
    c.set('requestId' as never, `req_${randomHex(12)}` as never);
    await next();
    c.res.headers.set('X-Request-Id', rid(c));
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
    return json(c, openapi, { 'X-Credits-Cost': '0', 'Access-Control-Allow-Origin': '*' });
  });

  for (const e of opts.endpoints) {
    app.all(honoPath(e.path), async (c) => {
      const method = c.req.method;
      if (method === 'OPTIONS') {
        return new Response(null, { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization' } });
      }
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method);

      // 1. key
      let keyId: string | undefined;
      let rate: number | undefined;
      if (e.credits > 0) {
        const auth = c.req.header('Authorization') ?? '';
        const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
        if (!m) throw new ApiError(401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
        const record = await opts.store.findByHash(await sha256Hex(m[1]));
        if (!record) throw new ApiError(401, 'unauthorized', 'invalid or revoked API key');
        keyId = record.id;
        rate = record.rate;
        // 2. rate limit
        const wait = limiter.take(record.id, rate);
        if (wait > 0) {
          const seconds = Math.max(1, Math.ceil(wait));
          throw new ApiError(429, 'rate_limited', `rate limit exceeded: retry in ${seconds} second${seconds === 1 ? '' : 's'}`, {}, { 'Retry-After': String(seconds) });
        }
      }

      // 3. parameters
      const values = parseParams(e, c);

      // 4. credits: reserve now, refund unless the answer is a success
      let remaining: number | undefined;
      if (keyId) {
        const r = await opts.store.reserve(keyId, e.credits);
        if (!r.ok) {
          throw new ApiError(402, 'trial_exhausted', `balance ${r.balance} credits is below this endpoint's cost of ${e.credits} credits`, { top_up_url: opts.topUpUrl });
        }
        remaining = r.remaining;
      }
      try {
        const ctx: HandlerContext = {
          eph: e.ephemeris ? await opts.ephemeris() : (undefined as unknown as Ephemeris),
          requestId: rid(c), now, registry: opts.endpoints, build: opts.build,
        };
        const body = await e.handler(values, ctx);
        const headers: Record<string, string> = { 'X-Credits-Cost': String(e.credits), 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Request-Id, X-Credits-Cost, X-Credits-Remaining, Retry-After' };
        if (remaining !== undefined) headers['X-Credits-Remaining'] = String(remaining);
        if (body instanceof BinaryBody) {
          return new Response(body.bytes as BodyInit, { status: 200, headers: { 'Content-Type': body.contentType, 'Content-Disposition': `inline; filename="${body.filename}"`, ...headers } });
        }
        return json(c, body, headers);
      } catch (err) {
        if (keyId) await opts.store.refund(keyId, e.credits);
        throw err;
      }
    });
  }

  return {
    app,
    fetch: (req: Request) => app.fetch(req),
    request: (path: string, init?: RequestInit) => app.request(path, init),
  };
}

export type Api = ReturnType<typeof createApi>;

function methodNotAllowed(method: string): ApiError {
  return new ApiError(405, 'method_not_allowed', `method ${method} is not allowed: the /v1 API is read-only, use GET`, {}, { Allow: 'GET, HEAD, OPTIONS' });
}

function parseParams(e: Endpoint, c: Context): Record<string, unknown> {
  const query = c.req.query();
  const out: Record<string, unknown> = {};
  const problems: (ParamProblem & { missing: boolean })[] = [];
  for (const [name, spec] of Object.entries(e.params)) {
    let raw: string | undefined;
    if (spec.in === 'path') raw = c.req.param(name);
    else {
      raw = query[name];
      for (const a of spec.aliases ?? []) if (raw === undefined) raw = query[a];
    }
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
  return out;
}

function safeDecode(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}
