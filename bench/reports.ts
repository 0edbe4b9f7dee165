/**
 * The heavy report: /v1/reports/kundli/brihad as JSON and as PDF through the router, in Node.
 * Prints the median and p90 of warm requests and the ephemeris calls of one request.
 *   npx tsx bench/reports.ts [runs]
 */
import { exampleUrl } from '../src/api/examples';
import { ENDPOINTS } from '../src/api/routes/index';
import { nodeEphemeris } from '../src/engine/ephemeris/node';
import { createNodeApi } from '../src/node/api';
import { ensureKey } from '../src/node/keys';
import { MemoryStore } from '../src/store/memory';

const runs = Number(process.argv[2] ?? 15);
const store = new MemoryStore();
await ensureKey(store, { name: 'bench', credits: 1e12, rate: 0 });
const api = createNodeApi(store);
const eph = await nodeEphemeris();
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const p90 = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(0.9 * s.length)]; };

for (const path of ['/v1/reports/kundli/brihad', '/v1/reports/kundli/detailed', '/v1/reports/kundli/lite', '/v1/reports/dasha-analysis', '/v1/reports/sade-sati']) {
  const e = ENDPOINTS.find((x) => x.path === path)!;
  for (const format of ['json', 'pdf']) {
    const url = exampleUrl(e, { format, as_of: '2025-06-01', generated_at: '2025-06-01T00:00:00Z' });
    let bytes = 0;
    const call = async () => {
      const res = await api.request(url, { headers: { Authorization: 'Bearer bench' } });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${url} -> ${res.status}`);
    };
    const c0 = performance.now(); await call(); const cold = performance.now() - c0;
    const before = eph.calls; await call(); const calls = eph.calls - before;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) { const t0 = performance.now(); await call(); times.push(performance.now() - t0); }
    console.log(`${path.padEnd(30)} ${format.padEnd(4)} first ${cold.toFixed(0).padStart(5)} ms  median ${median(times).toFixed(0).padStart(5)} ms  p90 ${p90(times).toFixed(0).padStart(5)} ms  ephemeris calls ${String(calls).padStart(7)}  ${(bytes / 1024).toFixed(0)} KiB`);
  }
}
