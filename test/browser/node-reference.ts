/**
 * Node's answers for the cases the browser tests compute (run by test/browser/vite.config.ts
 * after the test build; also `tsx test/browser/node-reference.ts OUT.json`). The browser tests
 * require the Worker and the service worker to give the same numbers.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createNodeApi } from '../../src/node/api';
import { MemoryStore } from '../../src/store/memory';
import { ensureKey } from '../../src/node/keys';
import { REFERENCE_PATHS } from './reference-cases';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx test/browser/node-reference.ts OUT.json');
const store = new MemoryStore();
await ensureKey(store, { name: 'ref', credits: 1e9, rate: 0 });
const api = createNodeApi(store);
const answers: Record<string, unknown> = {};
for (const path of REFERENCE_PATHS) {
  const res = await api.request(path, { headers: { Authorization: 'Bearer ref' } });
  if (res.status !== 200) throw new Error(`${path}: Node answered ${res.status}: ${await res.text()}`);
  answers[path] = await res.json();
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(answers, null, 1));
console.log(`node-reference: ${REFERENCE_PATHS.length} answers written to ${out}`);
