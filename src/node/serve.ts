/**
 * `npm run serve -- [--port 8787] [--host 127.0.0.1] [--key NAME:CREDITS[:RATE]]... [--store FILE]`
 * Serves the /v1 router over HTTP. Without --key it makes a fresh key with the 1,500 trial
 * credits and prints it once.
 */
import { FileStore } from '../store/file';
import { MemoryStore } from '../store/memory';
import { issueKey } from '../store/types';
import { createNodeApi } from './api';
import { serveApi } from './http';
import { ensureKey, parseKeyFlag } from './keys';

function args(argv: string[]) {
  const out = { port: 8787, host: '127.0.0.1', keys: [] as string[], store: undefined as string | undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--port') { out.port = Number(v); i++; }
    else if (a === '--host') { out.host = v; i++; }
    else if (a === '--key') { out.keys.push(v); i++; }
    else if (a === '--store') { out.store = v; i++; }
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run serve -- [--port 8787] [--host 127.0.0.1] [--key NAME:CREDITS[:RATE]]... [--store FILE]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error('--port must be 0-65535');
  return out;
}

async function main() {
  const a = args(process.argv.slice(2));
  const store = a.store ? new FileStore(a.store) : new MemoryStore();
  for (const k of a.keys) await ensureKey(store, parseKeyFlag(k));
  let fresh: string | undefined;
  if (a.keys.length === 0) fresh = (await issueKey(store, 'cli', 1500)).secret;
  const api = createNodeApi(store);
  const server = serveApi({ fetch: api.fetch, port: a.port, hostname: a.host }, (info) => {
    console.log(`Akasha /v1 listening on http://${a.host}:${info.port}/v1  (OpenAPI: /v1/openapi.json)`);
    if (fresh) console.log(`New key with 1500 trial credits (shown once): ${fresh}\n  curl -H "Authorization: Bearer ${fresh}" "http://${a.host}:${info.port}/v1/chart/planets?date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.61&lon=77.21"`);
    if (a.store) console.log(`Keys and balances are kept in ${a.store}`);
  });
  const stop = () => { server.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => { console.error(String(err instanceof Error ? err.message : err)); process.exit(2); });
