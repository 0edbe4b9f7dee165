/**
 * The SQL key store on PGlite (the same statements run on PostgreSQL in
 * test/node/multi-instance.test.ts). Rules under test: credits never go below zero however
 * many reservations race; a reservation is given back at most once; reservations of an
 * instance that stopped are given back by a sweep; the schema migrates once; an old JSON store
 * is imported once and left byte for byte as it was; keys are stored only as hashes; a data
 * directory keeps every key and balance across a restart.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeApi } from '../../src/node/api';
import { ensureKey } from '../../src/node/keys';
import { defaultDataDir, openStore } from '../../src/node/store';
import type { SqlDriver } from '../../src/store/sql/driver';
import { migrate } from '../../src/store/sql/migrations';
import { openPglite } from '../../src/store/sql/pglite';
import { SqlStore } from '../../src/store/sql/store';
import { type KeyRecord, sha256Hex } from '../../src/store/types';

const dirs: string[] = [];
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'akasha-sql-')); dirs.push(d); return d; };
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

async function memoryDb(): Promise<{ db: SqlDriver; store: SqlStore }> {
  const db = await openPglite('memory://');
  return { db, store: await SqlStore.open(db) };
}

describe('SQL key store (PGlite)', () => {
  it('migrates once; a second open applies nothing', async () => {
    const { db, store } = await memoryDb();
    expect(await migrate(db)).toEqual([]);
    expect(await store.health()).toMatchObject({ store: 'pglite', schema_version: 1 });
    await store.close();
  });

  it('stores keys only as SHA-256 hashes and round-trips records', async () => {
    const { db, store } = await memoryDb();
    const secret = 'ak_0123456789abcdef0123456789abcdef';
    const k = await store.create({ name: 'alice', secret, credits: 1500, rate: 5 });
    expect(k).toMatchObject({ name: 'alice', credits: 1500, rate: 5, spent: 0, calls: 0, prefix: 'ak_0123' });
    expect(k.hash).toBe(await sha256Hex(secret));
    const dump = JSON.stringify(await db.query('SELECT * FROM akasha_keys'));
    expect(dump).not.toContain(secret.slice(7));
    expect((await store.findByHash(k.hash))?.id).toBe(k.id);
    expect((await store.topUp(k.id, 250)).credits).toBe(1750);
    await expect(store.topUp(k.id, 1.5)).rejects.toThrow(/whole number/);
    await store.revoke(k.id);
    expect(await store.findByHash(k.hash)).toBeUndefined();
    expect((await store.list())[0].revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await store.close();
  });

  it('never overspends: 100 racing reservations of 10 on a balance of 455 take exactly 45', async () => {
    const { store } = await memoryDb();
    const k = await store.create({ name: 'race', secret: 'race', credits: 455 });
    const results = await Promise.all(Array.from({ length: 100 }, () => store.reserve(k.id, 10)));
    const ok = results.filter((r) => r.ok);
    expect(ok.length).toBe(45);
    for (const r of results) if (!r.ok) expect(r.balance).toBe(5);
    const after = (await store.list())[0];
    expect(after).toMatchObject({ credits: 5, spent: 450, calls: 45 });
    await store.close();
  });

  it('gives a reservation back at most once, and a settled one never', async () => {
    const { db, store } = await memoryDb();
    const k = await store.create({ name: 'r', secret: 'r', credits: 100 });
    const a = await store.reserve(k.id, 30);
    const b = await store.reserve(k.id, 20);
    if (!a.ok || !b.ok || !a.ticket || !b.ticket) throw new Error('reservations failed');
    expect(b.remaining).toBe(50);
    await Promise.all([store.refund(k.id, 30, a.ticket), store.refund(k.id, 30, a.ticket), store.refund(k.id, 30, a.ticket)]);
    await store.settle(b.ticket);
    await store.refund(k.id, 20, b.ticket); // too late: the answer was delivered
    expect((await store.list())[0]).toMatchObject({ credits: 80, spent: 20, calls: 1 });
    expect(await db.query('SELECT * FROM akasha_reservations')).toEqual([]);
    await store.close();
  });

  it('a sweep gives back the reservations of an instance silent for longer than the TTL', async () => {
    const db = await openPglite('memory://');
    const a = await SqlStore.open(db, { instanceTtlSeconds: 30 });
    const b = await SqlStore.open(db, { instanceTtlSeconds: 30, exclusive: false }); // as two PostgreSQL instances
    const k = await a.create({ name: 's', secret: 's', credits: 1000 });
    for (const cost of [10, 20, 30]) expect((await a.reserve(k.id, cost)).ok).toBe(true);
    expect((await b.reserve(k.id, 5)).ok).toBe(true);
    expect(await b.sweep()).toEqual({ reservations: 0, credits: 0 }); // a is alive
    await db.query("UPDATE akasha_instances SET seen_at = now() - interval '1 hour' WHERE id = $1", [a.instanceId]);
    expect(await b.sweep()).toEqual({ reservations: 3, credits: 60 });
    expect(await b.sweep()).toEqual({ reservations: 0, credits: 0 });
    expect((await b.list())[0]).toMatchObject({ credits: 995, spent: 5, calls: 1 });
    // On PGlite one process owns the data: a new instance gives back b's reservation at once.
    const c = await SqlStore.open(db);
    expect((await c.list())[0].credits).toBe(1000);
    await c.close();
  });

  it('shares a token bucket per key in the database', async () => {
    const { store } = await memoryDb();
    const k = await store.create({ name: 't', secret: 't', credits: 10 });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) waits.push(await store.takeToken(k.id, 2, 4));
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits[4]).toBeGreaterThan(0.3); // about half a second to the next token at 2/s
    expect(waits[4]).toBeLessThanOrEqual(0.5);
    await store.close();
  });

  it('ensureKey from two instances at once makes one key', async () => {
    const db = await openPglite('memory://');
    const a = await SqlStore.open(db);
    const b = await SqlStore.open(db, { exclusive: false });
    const r = await Promise.all([ensureKey(a, { name: 'demo', credits: 100, rate: 0 }), ensureKey(b, { name: 'demo', credits: 100, rate: 0 })]);
    expect(r.sort()).toEqual(['created', 'kept']);
    expect((await a.list()).length).toBe(1);
    await b.close();
  });

  it('imports an old JSON store once and leaves the file as it was', async () => {
    const dir = tempDir();
    const file = join(dir, 'keys.json');
    const keys: KeyRecord[] = [
      { id: 'key_a', name: 'old', hash: await sha256Hex('old-secret'), prefix: 'old-sec', createdAt: '2025-01-02T03:04:05.678Z', credits: 1234, spent: 266, calls: 20, rate: 0 },
      { id: 'key_b', name: 'gone', hash: await sha256Hex('gone'), prefix: 'gone', createdAt: '2025-02-01T00:00:00.000Z', revokedAt: '2025-03-01T00:00:00.000Z', credits: 7, spent: 0, calls: 0 },
    ];
    writeFileSync(file, JSON.stringify({ version: 1, keys }, null, 1));
    const before = readFileSync(file);
    const first = await openStore({ store: file });
    expect(first.imported).toMatch(/imported 2 key/);
    expect(first.description).toContain(join(dir, 'keys.pgdata'));
    const got = await first.store.findByHash(await sha256Hex('old-secret'));
    expect(got).toEqual(keys[0]);
    expect((await first.store.list())[1]).toEqual(keys[1]);
    const r = await first.store.reserve('key_a', 34);
    expect(r.ok && r.remaining).toBe(1200);
    if (r.ok && r.ticket) await first.store.settle?.(r.ticket);
    await first.close();
    // Restart: nothing imported twice, the balance spent since is kept, the file untouched.
    const second = await openStore({ store: file });
    expect(second.imported).toMatch(/imported before/);
    expect((await second.store.list()).map((k) => [k.id, k.credits])).toEqual([['key_a', 1200], ['key_b', 7]]);
    await second.close();
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a data directory keeps keys and balances across a restart; a killed run gives back its reservations', async () => {
    const dir = join(tempDir(), 'db');
    const first = await openStore({ store: dir });
    const k = await first.store.create({ name: 'keep', secret: 'keep', credits: 500 });
    const held = await first.store.reserve(k.id, 40); // never settled: as if the process died
    expect(held.ok).toBe(true);
    // Close the database without the instance's own give-back, as a killed process would.
    await (first.store as SqlStore).db.close();
    const second = await openStore({ store: dir });
    expect((await second.store.findByHash(await sha256Hex('keep')))?.credits).toBe(500);
    await second.close();
  });

  it('the default data directory follows AKASHA_DATA_DIR, then the platform data folder', () => {
    expect(defaultDataDir({ AKASHA_DATA_DIR: '/srv/akasha' })).toBe('/srv/akasha');
    if (process.platform === 'linux') {
      expect(defaultDataDir({ XDG_DATA_HOME: '/home/u/.data' })).toBe('/home/u/.data/akasha/db');
    }
  });

  it('the router on the SQL store: 2xx charged, 4xx not, health free, X-Request-Id from a proxy kept', async () => {
    const { store } = await memoryDb();
    await ensureKey(store, { name: 'api', credits: 100, rate: 0 });
    const api = createNodeApi(store);
    const get = (path: string, headers: Record<string, string> = { Authorization: 'Bearer api' }) => api.request(path, { headers });
    const ok = await get('/v1/numerology/driver?dob=1990-07-15');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-credits-remaining')).toBe('90');
    const bad = await get('/v1/numerology/driver?dob=1990-13-45');
    expect(bad.status).toBe(400);
    expect((await store.list())[0]).toMatchObject({ credits: 90, spent: 10, calls: 1 });
    const health = await get('/v1/health', { 'X-Request-Id': 'lb-7f3a.1' });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBe('lb-7f3a.1');
    expect(await health.json()).toMatchObject({ status: 'ok', store: 'pglite', schema_version: 1 });
    const odd = await get('/v1/health', { 'X-Request-Id': 'two words' });
    expect(odd.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    await store.close();
    const down = await get('/v1/health');
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('service_unavailable');
  });
});
