/**
 * `npm run bench`: performance figures, never asserted in tests. Prints a table and writes
 * bench/results.json: engine cold start (Node; Chromium worker and service worker when the
 * browser bench is available), microseconds per position call, median latency of every
 * implemented endpoint warm, and ephemeris calls per request (the cost model).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createEphemeris } from '../src/engine/ephemeris/load';
import { nodeEphemeris, nodeEphemerisSource } from '../src/engine/ephemeris/node';
import { angles, grahaStates } from '../src/engine/vedic/chart';
import { ENDPOINTS } from '../src/api/routes/index';
import { createNodeApi } from '../src/node/api';
import { MemoryStore } from '../src/store/memory';
import { ensureKey } from '../src/node/keys';
import { exampleUrl } from '../src/api/examples';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

async function coldStartNode(runs = 7) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const eph = await createEphemeris(await nodeEphemerisSource());
    eph.tropical(2451545, 'Moon');
    times.push(performance.now() - t0);
  }
  return { runs, median_ms: round(median(times), 2), min_ms: round(Math.min(...times), 2) };
}

async function microbench() {
  const eph = await nodeEphemeris();
  const N = 20000;
  const perCall = (fn: (i: number) => void, n = N) => {
    for (let i = 0; i < 500; i++) fn(i); // warm
    const samples: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      for (let i = 0; i < n; i++) fn(i);
      samples.push(((performance.now() - t0) * 1000) / n);
    }
    return round(median(samples), 3);
  };
  return {
    // Vedic work: geometric position on the mean equinox minus the mean ayanamsa (JHora's convention).
    moon_sidereal_with_speed_us: perCall((i) => eph.sidereal(2451545 + i * 0.01, 'Moon', 'lahiri')),
    sun_sidereal_with_speed_us: perCall((i) => eph.sidereal(2451545 + i * 0.01, 'Sun', 'lahiri')),
    // Western work and horizon events: apparent positions (light-time, aberration, nutation).
    moon_apparent_with_speed_us: perCall((i) => eph.tropical(2451545 + i * 0.01, 'Moon')),
    full_chart_us: perCall((i) => {
      const jd = 2451545 + i * 0.37;
      grahaStates(eph, jd, 'lahiri', 'mean');
      angles(eph, jd, 28.6, 77.2, 'lahiri', 'whole_sign');
    }, 5000),
    sunrise_us: perCall((i) => eph.riseSet(2451545 + i, 'Sun', 'rise', { lat: 28.6, lon: 77.2, alt: 0 }), 2000),
  };
}

async function endpointLatencies() {
  const store = new MemoryStore();
  await ensureKey(store, { name: 'bench', credits: 1e12, rate: 0 });
  const api = createNodeApi(store);
  const eph = await nodeEphemeris();
  const rows: { path: string; median_ms: number; p90_ms: number; ephemeris_calls: number; runs: number }[] = [];
  const birth = 'date=1996-12-07&time=10:34&tz=%2B05:30&lat=13.0878&lon=80.2785';
  // The heavy cases DESIGN.md and the issues name, beyond each endpoint's own example.
  const extra: [string, string][] = [
    ['vimshottari full tree, depth 3 (729 periods)', `/v1/dasha/vimshottari?${birth}&depth=3`],
    ['vimshottari one maha to depth 5 (prana)', `/v1/dasha/vimshottari?${birth}&depth=5&maha=Jupiter`],
    ['panchang monthly with sheet', '/v1/panchang/monthly?year=2025&month=10&tz=Asia/Kolkata&lat=28.6139&lon=77.209&include=sheet'],
    ['muhurta best-time, 31 days', '/v1/muhurta/best-time?start_date=2025-01-01&end_date=2025-02-01&tz=Asia/Kolkata&lat=28.6139&lon=77.209&purpose=vivah&top_n=20'],
  ];
  const targets: [string, string][] = [...ENDPOINTS.map((e) => [e.path, exampleUrl(e)] as [string, string]), ...extra];
  for (const [name, url] of targets) {
    const call = async () => {
      const res = await api.request(url, { headers: { Authorization: 'Bearer bench' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} -> ${res.status}`);
    };
    await call(); // warm
    const before = eph.calls;
    await call();
    const calls = eph.calls - before;
    const times: number[] = [];
    const deadline = performance.now() + 400;
    while (times.length < 5 || (times.length < 200 && performance.now() < deadline)) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({ path: name, median_ms: round(median(times)), p90_ms: round(sorted[Math.floor(0.9 * sorted.length)]), ephemeris_calls: calls, runs: times.length });
  }
  return rows;
}

async function optional(file: string, exportName: string) {
  if (!existsSync(new URL(file, import.meta.url))) return undefined;
  const mod = await import(file);
  return typeof mod[exportName] === 'function' ? await mod[exportName]() : undefined;
}

function browserBench() {
  if (!existsSync(new URL('./browser.mjs', import.meta.url))) return undefined;
  const r = spawnSync(process.execPath, [new URL('./browser.mjs', import.meta.url).pathname], { encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0) return { error: (r.stderr || r.stdout).slice(-500) };
  try { return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}'); } catch { return { error: r.stdout.slice(-500) }; }
}

async function main() {
  const results: Record<string, unknown> = { when: new Date().toISOString(), node: process.version, machine: `${process.platform} ${process.arch}` };
  results.cold_start_node = await coldStartNode();
  console.log('engine cold start (Node):', results.cold_start_node);
  results.micro = await microbench();
  console.log('per call:', results.micro);
  const rows = await endpointLatencies();
  results.endpoints = rows;
  console.log('\nendpoint                                             median ms   p90 ms  ephemeris calls');
  for (const r of rows) console.log(`${r.path.padEnd(52)} ${String(r.median_ms).padStart(9)} ${String(r.p90_ms).padStart(8)} ${String(r.ephemeris_calls).padStart(8)}`);
  const peers = await optional('./panchang-peers.ts', 'panchangBench');
  if (peers) { results.panchang_peers = peers; console.log('\npanchang vs peers:', JSON.stringify(peers, null, 1)); }
  const scaling = await optional('./scaling.ts', 'scalingBench');
  if (scaling) results.scaling = scaling;
  const mm = await optional('./milan-muhurta.ts', 'milanMuhurtaBench');
  if (mm) { results.milan_muhurta = mm; console.log('\nmatchmaking and muhurta:', JSON.stringify(mm, null, 1)); }
  const inst = await optional('./instances.ts', 'instancesBench');
  if (inst) { results.instances = inst; console.log('\nserver throughput, 1 vs 4 instances:', JSON.stringify(inst, null, 1)); }
  if (!process.argv.includes('--node-only')) {
    const browser = browserBench();
    if (browser) { results.browser = browser; console.log('\nbrowser:', JSON.stringify(browser)); }
  }
  writeFileSync(new URL('./results.json', import.meta.url), JSON.stringify(results, null, 1) + '\n');
  console.log('\nwritten bench/results.json');
}

main().catch((e) => { console.error(e); process.exit(1); });
