/**
 * The IndexedDB key store in real Chromium: reservations stay atomic across connections (each
 * IdbStore is its own connection, as a tab or the service worker would hold), and the schema
 * upgrade never loses saved keys.
 */
import { openDB } from 'idb';
import { IdbStore } from '../../src/store/idb';
import { issueKey, sha256Hex } from '../../src/store/types';
import { equal, ok } from './harness';

const dbName = (tag: string) => `akasha-test-${tag}-${Math.random().toString(36).slice(2)}`;

describe('IdbStore', () => {
  it('makes, finds, tops up and revokes keys; stores only the hash', async () => {
    const store = new IdbStore(dbName('basic'));
    const { secret, record } = await issueKey(store, 'first');
    ok(secret.startsWith('ak_') && secret.length === 35, `secret shape: ${secret}`);
    equal(record.credits, 1500, 'trial credits');
    equal(record.prefix, secret.slice(0, 7), 'prefix');
    ok(!JSON.stringify(await store.list()).includes(secret), 'the secret itself must not be stored');
    equal((await store.findByHash(await sha256Hex(secret)))?.id, record.id, 'findByHash');
    equal((await store.topUp(record.id, 500)).credits, 2000, 'balance after top-up');
    await store.revoke(record.id);
    equal(await store.findByHash(await sha256Hex(secret)), undefined, 'revoked key is not found');
    equal((await store.reserve(record.id, 10)).ok, false, 'revoked key cannot spend');
    await store.close();
  });

  it('never loses or doubles a charge: 200 concurrent 10-credit reservations from 4 connections on 1500 credits', async () => {
    const name = dbName('race');
    const stores = [0, 1, 2, 3].map(() => new IdbStore(name));
    const { record } = await issueKey(stores[0], 'race');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 4].reserve(record.id, 10)));
    const granted = results.filter((r) => r.ok).length;
    equal(granted, 150, 'reservations granted');
    const after = (await stores[3].list())[0];
    equal(after.credits, 0, 'balance');
    equal(after.spent, 1500, 'spent');
    equal(after.calls, 150, 'calls');
    const remaining = results.flatMap((r) => (r.ok ? [r.remaining] : [])).sort((a, b) => a - b);
    equal(new Set(remaining).size, 150, 'every grant saw a distinct balance (no two charges overlapped)');
    equal(remaining[0], 0, 'lowest remaining');
    equal(remaining[149], 1490, 'highest remaining');
    // Refunds are atomic too.
    await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % 4].refund(record.id, 10)));
    equal((await stores[1].list())[0].credits, 300, 'balance after 30 refunds');
    await Promise.all(stores.map((s) => s.close()));
  });

  it('opens a database made by an earlier session without touching its keys', async () => {
    const name = dbName('keep');
    const first = new IdbStore(name);
    const { secret, record } = await issueKey(first, 'kept');
    await first.reserve(record.id, 10);
    await first.close();
    const second = new IdbStore(name);
    const again = await second.findByHash(await sha256Hex(secret));
    equal(again?.credits, 1490, 'balance survives reopening');
    await second.close();
  });

  it('steps aside when a newer version of the app upgrades the database, and keeps the data', async () => {
    const name = dbName('upgrade');
    const store = new IdbStore(name);
    const { record } = await issueKey(store, 'before upgrade');
    // A newer app adds a store in version 2 (what a later migration would do).
    const newer = await openDB(name, 2, {
      upgrade(db) { db.createObjectStore('usage', { keyPath: 'id' }); },
      blocked() { throw new Error('upgrade blocked: the old connection did not close'); },
    });
    const kept = await newer.get('keys', record.id);
    equal(kept?.credits, 1500, 'keys survive the upgrade');
    ok(newer.objectStoreNames.contains('usage'), 'new store created');
    newer.close();
  });
});
