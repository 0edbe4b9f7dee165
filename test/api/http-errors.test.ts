/**
 * Errors a client can read (issue 14), through the real Node server on a free port: every
 * answer carries the CORS headers of a success; HEAD and OPTIONS are never charged; oversize
 * URLs, header overflows and malformed request lines get the JSON envelope with a request id;
 * a date outside the ephemeris is described in the caller's own local terms.
 */
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeApi } from '../../src/node/api';
import { serveApi } from '../../src/node/http';
import { ensureKey } from '../../src/node/keys';
import { MemoryStore } from '../../src/store/memory';
import { qs } from '../helpers/api';

let server: Server;
let base = '';
let port = 0;
const store = new MemoryStore();
const KEY = 'http-key';

beforeAll(async () => {
  await ensureKey(store, { name: KEY, credits: 100_000 });
  await ensureKey(store, { name: 'http-broke', credits: 0 });
  const api = createNodeApi(store);
  await new Promise<void>((resolve) => {
    server = serveApi({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) => { port = info.port; base = `http://127.0.0.1:${info.port}`; resolve(); });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const balance = async () => (await store.list()).find((k) => k.name === KEY)!.credits;
const auth = (key = KEY) => ({ Authorization: `Bearer ${key}` });
const birth = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };

/** A raw HTTP/1.1 exchange (for requests fetch refuses to send). */
function raw(request: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) { const i = l.indexOf(':'); headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim(); }
      let body: any = rest.join('\r\n\r\n');
      try { body = JSON.parse(body); } catch { /* left as text */ }
      resolve({ status: Number(lines[0].split(' ')[1]), headers, body });
    });
  });
}

function expectEnvelope(status: number, body: any, code: string, requestId: string | null | undefined) {
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.request_id).toMatch(/^req_[0-9a-f]{24}$/);
  expect(requestId).toBe(body.error.request_id);
  void status;
}

describe('CORS headers on every answer of the Node server', () => {
  const success = () => fetch(`${base}/v1/chart/planets?${qs(birth)}`, { headers: auth() });
  it('errors carry the same Access-Control headers as a success', async () => {
    const ok = await success();
    expect(ok.status).toBe(200);
    const cors = ['access-control-allow-origin', 'access-control-expose-headers'].map((h) => [h, ok.headers.get(h)] as const);
    expect(cors[0][1]).toBe('*');
    expect(cors[1][1]).toContain('X-Credits-Remaining');
    const errors = [
      await fetch(`${base}/v1/chart/planets?${qs(birth)}`),                                        // 401
      await fetch(`${base}/v1/chart/planets?${qs(birth)}`, { headers: auth('http-broke') }),       // 402
      await fetch(`${base}/v1/chart/planets?${qs({ ...birth, lat: 'north' })}`, { headers: auth() }), // 400
      await fetch(`${base}/v1/no/such/thing`),                                                    // 404
      await fetch(`${base}/v1/chart/planets`, { method: 'POST', headers: auth() }),               // 405
    ];
    expect(errors.map((r) => r.status)).toEqual([401, 402, 400, 404, 405]);
    for (const r of errors) {
      for (const [h, v] of cors) expect(r.headers.get(h), `${r.status} ${h}`).toBe(v);
      expect(r.headers.get('x-request-id')).toMatch(/^req_/);
    }
  });
});

describe('HEAD and OPTIONS are never charged', () => {
  it('HEAD answers the headers of a GET with the balance untouched', async () => {
    const before = await balance();
    const r = await fetch(`${base}/v1/chart/planets?${qs(birth)}`, { method: 'HEAD', headers: auth() });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-credits-cost')).toBe('10');
    expect(r.headers.get('x-credits-remaining')).toBe(String(before));
    expect(await balance()).toBe(before);
    // and still checks the key and the parameters
    expect((await fetch(`${base}/v1/chart/planets?${qs(birth)}`, { method: 'HEAD' })).status).toBe(401);
    expect((await fetch(`${base}/v1/chart/planets?${qs({ ...birth, tz: 'IST' })}`, { method: 'HEAD', headers: auth() })).status).toBe(400);
    const get = await fetch(`${base}/v1/chart/planets?${qs(birth)}`, { headers: auth() });
    expect(get.status).toBe(200);
    expect(await balance()).toBe(before - 10);
  });

  it('OPTIONS is a preflight answer on every path, uncharged', async () => {
    const before = await balance();
    for (const path of [`/v1/chart/planets?${qs(birth)}`, '/v1/openapi.json', '/v1/no/such/thing']) {
      const r = await fetch(`${base}${path}`, { method: 'OPTIONS', headers: { ...auth(), Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
      expect(r.status, path).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
      expect(r.headers.get('access-control-allow-methods')).toContain('GET');
    }
    expect(await balance()).toBe(before);
  });
});

describe('requests the parser refuses get the envelope', () => {
  it('a URL over 16 KB: 414 uri_too_long with a request id and CORS', async () => {
    const r = await fetch(`${base}/v1/chart/planets?${qs(birth)}&pad=${'x'.repeat(17 * 1024)}`, { headers: auth() });
    expect(r.status).toBe(414);
    expectEnvelope(r.status, await r.json(), 'uri_too_long', r.headers.get('x-request-id'));
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a URL just under 16 KB reaches the router (here a 400 for the unknown padding parameter)', async () => {
    const url = `${base}/v1/chart/planets?${qs(birth)}&pad=`;
    const r = await fetch(url + 'x'.repeat(16 * 1024 - url.length - 100), { headers: auth() });
    expect(r.status).toBe(400);
    expect((await r.json()).error.details[0].param).toBe('pad');
  });

  it('headers beyond 64 KB: 431 headers_too_large in the envelope', async () => {
    const r = await raw(`GET /v1/meta/version HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(70 * 1024)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expectEnvelope(r.status, r.body, 'headers_too_large', r.headers['x-request-id']);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['content-type']).toMatch(/application\/json/);
  });

  it('a URL over 64 KB: 431 in the envelope too', async () => {
    const r = await raw(`GET /v1/meta/version?x=${'z'.repeat(70 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(r.status).toBe(431);
    expectEnvelope(r.status, r.body, 'headers_too_large', r.headers['x-request-id']);
  });

  it('a raw space in the query: 400 bad_request in the envelope saying to percent-encode it', async () => {
    const r = await raw(`GET /v1/chart/planets?date=1996-12-07&tz=Asia/Kolkata&name=a b HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(r.status).toBe(400);
    expectEnvelope(r.status, r.body, 'bad_request', r.headers['x-request-id']);
    expect(r.body.error.message).toMatch(/%20/);
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it('a control character in a header: 400 bad_request in the envelope', async () => {
    const r = await raw(Buffer.from(`GET /v1/meta/version HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n`, 'latin1'));
    expect(r.status).toBe(400);
    expectEnvelope(r.status, r.body, 'bad_request', r.headers['x-request-id']);
  });
});

describe('range messages speak of the date the caller gave', () => {
  it('1800-01-01 00:30 at +05:30 (1799-12-31 in UT) names that local moment and the first local moment served', async () => {
    const r = await fetch(`${base}/v1/chart/planets?${qs({ ...birth, date: '1800-01-01', time: '00:30', tz: '+05:30' })}`, { headers: auth() });
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body.error.details[0].param).toBe('date');
    expect(body.error.message).toContain('1800-01-01 00:30 (+05:30) is before the ephemeris begins');
    expect(body.error.message).toContain('1800-01-01 05:30 in that time zone');
    expect(body.error.message).not.toMatch(/1799|UTC|\bUT\b/);
  });

  it('2399-12-31 23:30 in New York (2400-01-01 in UT) names the last local moment served', async () => {
    const r = await fetch(`${base}/v1/chart/planets?${qs({ ...birth, date: '2399-12-31', time: '23:30', tz: 'America/New_York' })}`, { headers: auth() });
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body.error.message).toContain('2399-12-31 23:30 (America/New_York) is after the ephemeris ends');
    expect(body.error.message).toContain('2399-12-31 18:59 in that time zone');
  });
});
