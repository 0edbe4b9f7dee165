/**
 * `npm run serve -- [--port 8787] [--host 127.0.0.1] [--key NAME:CREDITS[:RATE]]...
 *   [--store DIR | --store FILE.json | --database postgres://... | --memory] [--new-key]
 *   [--instance-ttl 30] [--drain-seconds 10] [--log json|off]`
 *
 * Serves the /v1 router over HTTP. Keys and balances live in PGlite on a data directory by
 * default (see ./store.ts), or in PostgreSQL shared by many instances. A store without keys
 * gets a fresh key with the 1,500 trial credits, printed once (`--new-key` makes another).
 * Each request is logged as one JSON line with its request id. SIGTERM or SIGINT stop
 * accepting connections, let the requests under way finish (up to --drain-seconds), give back
 * the credits still reserved, and close the database.
 */
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { issueKey } from '../store/types';
import { createNodeApi } from './api';
import { serveApi } from './http';
import { ensureKey, parseKeyFlag } from './keys';
import { jsonLogger } from './log';
import { openStore } from './store';

const USAGE = `usage: npm run serve -- [--port 8787] [--host 127.0.0.1] [--key NAME:CREDITS[:RATE]]...
         [--store DIR | --store FILE.json | --database postgres://... | --memory] [--new-key]
         [--instance-ttl SECONDS] [--drain-seconds SECONDS] [--log json|off]`;

function args(argv: string[]) {
  const out = {
    port: 8787, host: '127.0.0.1', keys: [] as string[], store: undefined as string | undefined,
    database: undefined as string | undefined, memory: false, newKey: false, ttl: 30, drain: 10, log: 'json',
  };
  const num = (flag: string, v: string | undefined, min: number) => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n) || n < min) throw new Error(`${flag} must be a number >= ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    const value = () => {
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value\n${USAGE}`);
      i++;
      return v;
    };
    if (a === '--port') out.port = Number(value());
    else if (a === '--host') out.host = value();
    else if (a === '--key') out.keys.push(value());
    else if (a === '--store') out.store = value();
    else if (a === '--database') out.database = value();
    else if (a === '--memory') out.memory = true;
    else if (a === '--new-key') out.newKey = true;
    else if (a === '--instance-ttl') out.ttl = num(a, value(), 1);
    else if (a === '--drain-seconds') out.drain = num(a, value(), 0);
    else if (a === '--log') { out.log = value(); if (out.log !== 'json' && out.log !== 'off') throw new Error('--log must be json or off'); }
    else if (a === '--help' || a === '-h') { console.log(USAGE); process.exit(0); }
    else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error('--port must be 0-65535');
  return out;
}

async function main() {
  const a = args(process.argv.slice(2));
  const keys = a.keys.map(parseKeyFlag);
  let log = jsonLogger({ pid: process.pid }, a.log === 'json');
  const opened = await openStore({ store: a.store, database: a.database, memory: a.memory, instanceTtlSeconds: a.ttl }, (e) => log({ component: 'store', msg: 'store', ...e }));
  const { store } = opened;
  const instance = (store as { instanceId?: string }).instanceId;
  if (instance) log = jsonLogger({ pid: process.pid, instance }, a.log === 'json');
  for (const k of keys) await ensureKey(store, k);
  let fresh: string | undefined;
  if (a.newKey || (keys.length === 0 && (await store.list()).length === 0)) fresh = (await issueKey(store, 'cli', 1500)).secret;
  const kept = fresh ? 0 : (await store.list()).filter((k) => !k.revokedAt).length;

  const api = createNodeApi(store, { onInternalError: (err, path) => log({ level: 'error', msg: 'internal error', path, error: err instanceof Error ? err.stack ?? err.message : String(err) }) });
  let inFlight = 0;
  let closing = false;
  const fetch = async (req: Request, env: HttpBindings | Http2Bindings) => {
    const t0 = performance.now();
    inFlight++;
    let counted = true;
    const done = () => { if (counted) { counted = false; inFlight--; } };
    if (env?.outgoing) env.outgoing.once('close', done);
    try {
      if (closing && env?.outgoing && !env.outgoing.headersSent) env.outgoing.setHeader('Connection', 'close');
      const res = await api.fetch(req, env);
      const u = new URL(req.url);
      log({
        msg: 'request', request_id: res.headers.get('x-request-id'), method: req.method, path: u.pathname, status: res.status,
        ms: Math.round((performance.now() - t0) * 10) / 10, ...(res.ok && res.headers.get('x-credits-cost') ? { cost: Number(res.headers.get('x-credits-cost')) } : {}),
      });
      return res;
    } finally {
      if (!env?.outgoing) done();
    }
  };

  const server = serveApi({ fetch, port: a.port, hostname: a.host }, (info) => {
    log({ msg: 'listening', host: a.host, port: info.port, store: opened.description });
    console.log(`Akasha /v1 listening on http://${a.host}:${info.port}/v1  (OpenAPI: /v1/openapi.json, health: /v1/health)`);
    console.log(`Keys and balances are kept in ${opened.description}`);
    if (opened.imported) console.log(opened.imported);
    if (fresh) console.log(`New key with 1500 trial credits (shown once): ${fresh}\n  curl -H "Authorization: Bearer ${fresh}" "http://${a.host}:${info.port}/v1/chart/planets?date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.61&lon=77.21"`);
    else if (keys.length === 0) console.log(`${kept} key(s) kept from earlier runs; use yours, or add --new-key for a fresh trial key`);
  });

  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(err.code === 'EADDRINUSE' ? `port ${a.port} on ${a.host} is in use: choose another with --port` : `cannot listen: ${err.message}`);
    void opened.close().finally(() => process.exit(2));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) { log({ level: 'warn', msg: 'second signal: exiting now', signal }); process.exit(1); }
    stopping = true;
    closing = true;
    log({ msg: 'shutting down', signal, in_flight: inFlight });
    server.close();
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    const deadline = Date.now() + a.drain * 1000;
    while (inFlight > 0 && Date.now() < deadline) {
      http.closeIdleConnections?.();
      await new Promise((r) => setTimeout(r, 20));
    }
    const unfinished = inFlight;
    http.closeAllConnections?.();
    const given = await opened.close().catch((err) => { log({ level: 'error', msg: 'closing the store failed', error: String(err) }); return undefined; });
    log({ msg: 'stopped', unfinished_requests: unfinished, ...(given ? { gave_back: given } : {}) });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => { console.error(String(err instanceof Error ? err.message : err)); process.exit(2); });
