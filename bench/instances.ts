/**
 * Throughput of the Node server on one PostgreSQL with 1 and with 4 instances (and of one
 * instance on PGlite): the same charged requests (`/v1/numerology/driver`, 10 credits, no
 * ephemeris: the cost is HTTP, the key check and the credit statements), 32 under way at a
 * time, after a warm-up. Part of `npm run bench`; alone: `npx tsx bench/instances.ts`.
 * Skipped when PostgreSQL is not installed (scripts/ensure-postgres.sh).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, PG_MISSING, fire, pgBinDir, startInstance, startPostgres, tally } from '../test/helpers/cluster';

const N = 4000;
const path = (i: number) => `/v1/numerology/driver?dob=19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`;

async function rate(instances: Instance[], n = N) {
  await fire({ total: 200, concurrency: 32, key: 'bench', path, target: (i) => ({ port: instances[i % instances.length].port, index: 0 }) });
  const t0 = performance.now();
  const answers = await fire({ total: n, concurrency: 32, key: 'bench', path, target: (i) => ({ port: instances[i % instances.length].port, index: 0 }) });
  const s = (performance.now() - t0) / 1000;
  const t = tally(answers);
  if (t.ok !== n) throw new Error(`bench answers not all 2xx: ${JSON.stringify(t.by)}`);
  return Math.round(n / s);
}

export async function instancesBench() {
  const bin = pgBinDir();
  const out: Record<string, unknown> = { requests: N, concurrency: 32, endpoint: '/v1/numerology/driver (10 credits)' };
  const dir = mkdtempSync(join(tmpdir(), 'akasha-bench-'));
  try {
    const lite = await startInstance(['--store', join(dir, 'db'), '--key', 'bench:1000000000']);
    out.pglite_1_instance_rps = await rate([lite]);
    lite.kill('SIGTERM');
    await lite.exited;
    if (!bin) { out.postgres = `skipped: ${PG_MISSING}`; return out; }
    const db = await startPostgres(bin);
    const instances = await Promise.all([0, 1, 2, 3].map(() => startInstance(['--database', db.url, '--key', 'bench:1000000000'])));
    try {
      out.postgres_1_instance_rps = await rate(instances.slice(0, 1));
      out.postgres_4_instances_rps = await rate(instances);
      out.cpus = (await import('node:os')).cpus().length;
    } finally {
      for (const x of instances) x.kill('SIGTERM');
      await Promise.all(instances.map((x) => x.exited));
      await db.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  instancesBench().then((r) => { console.log(JSON.stringify(r, null, 1)); process.exit(0); }, (e) => { console.error(e); process.exit(1); });
}
