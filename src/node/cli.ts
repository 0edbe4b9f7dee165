/**
 * `npm run api -- "/v1/chart/planets?date=...&..."` prints one answer without a server.
 * Uses a memory store with a one-off key holding enough credits for the call; prints the
 * status and headers to stderr, the JSON body to stdout. Exit 0 on 2xx, 1 otherwise.
 */
import { MemoryStore } from '../store/memory';
import { createNodeApi } from './api';
import { ensureKey } from './keys';

async function main() {
  const path = process.argv[2];
  if (!path || path === '--help' || path === '-h') {
    console.error('usage: npm run api -- "/v1/<path>?<query>"    e.g. npm run api -- "/v1/meta/ayanamsas?date=2025-01-01&tz=UTC"');
    process.exit(2);
  }
  const store = new MemoryStore();
  await ensureKey(store, { name: 'cli', credits: 1_000_000 });
  const api = createNodeApi(store);
  const res = await api.request(path.startsWith('/') ? path : `/${path}`, { headers: { Authorization: 'Bearer cli' } });
  const text = await res.text();
  console.error(`HTTP ${res.status}  X-Request-Id: ${res.headers.get('x-request-id')}  X-Credits-Cost: ${res.headers.get('x-credits-cost') ?? '-'}`);
  try { console.log(JSON.stringify(JSON.parse(text), null, 2)); } catch { console.log(text); }
  process.exit(res.ok ? 0 : 1);
}

main().catch((err) => { console.error(err); process.exit(2); });
