/**
 * Matchmaking and muhurta figures for `npm run bench` (wired in by bench/run.ts): best-time over
 * 31 days for every purpose (engine, warm) and a full ashtakoota (engine from two charts, and the
 * /v1 endpoint), as medians with the ephemeris calls each run costs.
 */
import { nodeEphemeris } from '../src/engine/ephemeris/node';
import { ashtakoota } from '../src/engine/matching/ashtakoota';
import { moonProfile } from '../src/engine/matching/profile';
import { bestTime } from '../src/engine/muhurta/best-time';
import { PURPOSES } from '../src/engine/muhurta/purposes';
import { localToJd } from '../src/engine/time/julian';
import { grahaStates } from '../src/engine/vedic/chart';
import { createNodeApi } from '../src/node/api';
import { MemoryStore } from '../src/store/memory';
import { ensureKey } from '../src/node/keys';

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

export async function milanMuhurtaBench(): Promise<object> {
  const eph = await nodeEphemeris();
  const startJd = localToJd({ y: 2025, m: 3, d: 1 }, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
  const best_time_31_days: Record<string, { median_ms: number; min_ms: number; ephemeris_calls: number; slots_scored: number; runs: number }> = {};
  for (const purpose of PURPOSES) {
    const run = () => bestTime(eph, { startJd, endJd: startJd + 31, tz: 'Asia/Kolkata', geo: { lat: 28.6139, lon: 77.209, alt: 0 }, ayanamsa: 'lahiri', purpose, topN: 5, personal: { moonSign: 3, nakshatra: 8 } });
    run(); // warm
    const times: number[] = [];
    let calls = 0, slots = 0;
    for (let i = 0; i < 9; i++) {
      const c0 = eph.calls, t0 = performance.now();
      const r = run();
      times.push(performance.now() - t0);
      calls = eph.calls - c0; slots = r.slots_scored;
    }
    best_time_31_days[purpose] = { median_ms: round(median(times)), min_ms: round(Math.min(...times)), ephemeris_calls: calls, slots_scored: slots, runs: times.length };
  }
  // Full ashtakoota from two birth moments: two Moon positions, then pure table look-ups.
  const jdB = 2447996.7, jdG = 2448857.05;
  const engineTimes: number[] = [];
  let engineCalls = 0;
  for (let i = 0; i < 200; i++) {
    const c0 = eph.calls, t0 = performance.now();
    const b = grahaStates(eph, jdB + i * 0.01, 'lahiri')[1].longitude, g = grahaStates(eph, jdG, 'lahiri')[1].longitude;
    ashtakoota(moonProfile(b), moonProfile(g));
    engineTimes.push(performance.now() - t0);
    engineCalls = eph.calls - c0;
  }
  const store = new MemoryStore();
  await ensureKey(store, { name: 'bench', credits: 1e12, rate: 0 });
  const api = createNodeApi(store);
  const url = '/v1/milan/ashtakoota?boy.date=1990-05-15&boy.time=10:30&boy.tz=Asia/Kolkata&boy.lat=28.6139&boy.lon=77.209&girl.date=1992-08-22&girl.time=18:45&girl.tz=Asia/Kolkata&girl.lat=19.076&girl.lon=72.8777';
  const call = async () => { const r = await api.request(url, { headers: { Authorization: 'Bearer bench' } }); await r.arrayBuffer(); };
  await call();
  const apiTimes: number[] = [];
  let apiCalls = 0;
  for (let i = 0; i < 50; i++) { const c0 = eph.calls, t0 = performance.now(); await call(); apiTimes.push(performance.now() - t0); apiCalls = eph.calls - c0; }
  return {
    best_time_31_days,
    ashtakoota: {
      engine_two_charts: { median_ms: round(median(engineTimes), 3), ephemeris_calls: engineCalls },
      endpoint: { median_ms: round(median(apiTimes), 3), ephemeris_calls: apiCalls },
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  milanMuhurtaBench().then((r) => console.log(JSON.stringify(r, null, 1)));
}
