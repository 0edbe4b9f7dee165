/**
 * IndexedDB store (browsers and the service worker share it: same origin, same database).
 *
 * Atomicity: `reserve`, `refund`, `revoke` and `topUp` each run in one readwrite transaction
 * over the `keys` store (read, check, write). IndexedDB runs readwrite transactions whose
 * scopes overlap one after the other, across every connection of the origin (pages, workers,
 * the service worker), so two tabs spending at once can neither lose nor double a charge.
 * Inside a transaction we await only IndexedDB requests, so it never auto-commits half-way.
 *
 * Nothing a user saved is lost: the schema is versioned and `upgrade` only ever adds stores or
 * indexes, step by step from the version found; nothing is cleared or recreated. A connection
 * that blocks a newer tab's upgrade closes itself and reopens on next use.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import { DbConnection, type Migration } from './idb-connection';
import { type KeyRecord, type KeyStore, type Reservation, randomHex, sha256Hex } from './types';

export const DB_NAME = 'akasha';
/** Bump by one and add a step to `MIGRATIONS` to change the schema; never remove a step. */
export const DB_VERSION = 1;

interface AkashaDB extends DBSchema {
  keys: { key: string; value: KeyRecord; indexes: { hash: string } };
}

/** MIGRATIONS[n] upgrades a database at version n to version n + 1. */
const MIGRATIONS: Migration<AkashaDB>[] = [
  (db) => {
    const keys = db.createObjectStore('keys', { keyPath: 'id' });
    keys.createIndex('hash', 'hash', { unique: false });
  },
];

export class IdbStore implements KeyStore {
  private readonly conn: DbConnection<AkashaDB>;

  constructor(private readonly name: string = DB_NAME) {
    this.conn = new DbConnection(name, DB_VERSION, MIGRATIONS);
  }

  private open(): Promise<IDBPDatabase<AkashaDB>> {
    return this.conn.open();
  }

  /** Closes the connection (tests, or a page that is going away). It reopens on next use. */
  close(): Promise<void> {
    return this.conn.close();
  }

  async findByHash(hash: string): Promise<KeyRecord | undefined> {
    const db = await this.open();
    const rows = await db.getAllFromIndex('keys', 'hash', hash);
    return rows.find((k) => !k.revokedAt);
  }

  async reserve(id: string, cost: number): Promise<Reservation> {
    const db = await this.open();
    const tx = db.transaction('keys', 'readwrite');
    const k = await tx.store.get(id);
    let result: Reservation;
    if (!k || k.revokedAt) result = { ok: false, balance: 0 };
    else if (k.credits < cost) result = { ok: false, balance: k.credits };
    else {
      k.credits -= cost;
      k.spent += cost;
      k.calls += 1;
      await tx.store.put(k);
      result = { ok: true, remaining: k.credits };
    }
    await tx.done;
    return result;
  }

  async refund(id: string, cost: number): Promise<void> {
    await this.update(id, (k) => {
      k.credits += cost;
      k.spent -= cost;
      k.calls -= 1;
    });
  }

  async create(input: { name: string; secret: string; credits: number; rate?: number }): Promise<KeyRecord> {
    const record: KeyRecord = {
      id: `key_${randomHex(8)}`, name: input.name, hash: await sha256Hex(input.secret),
      prefix: input.secret.slice(0, 7), createdAt: new Date().toISOString(), credits: input.credits,
      spent: 0, calls: 0, ...(input.rate !== undefined ? { rate: input.rate } : {}),
    };
    const db = await this.open();
    await db.add('keys', record);
    return { ...record };
  }

  async list(): Promise<KeyRecord[]> {
    const db = await this.open();
    const all = await db.getAll('keys');
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async get(id: string): Promise<KeyRecord | undefined> {
    const db = await this.open();
    return db.get('keys', id);
  }

  async revoke(id: string): Promise<void> {
    await this.update(id, (k) => {
      if (!k.revokedAt) k.revokedAt = new Date().toISOString();
    });
  }

  async topUp(id: string, credits: number): Promise<KeyRecord> {
    if (!(credits > 0) || !Number.isInteger(credits)) throw new Error('top-up must be a positive whole number of credits');
    const k = await this.update(id, (r) => {
      r.credits += credits;
    });
    if (!k) throw new Error(`no key ${id}`);
    return k;
  }

  /** Read-modify-write of one record in a single readwrite transaction. */
  private async update(id: string, change: (k: KeyRecord) => void): Promise<KeyRecord | undefined> {
    const db = await this.open();
    const tx = db.transaction('keys', 'readwrite');
    const k = await tx.store.get(id);
    if (k) {
      change(k);
      await tx.store.put(k);
    }
    await tx.done;
    return k ? { ...k } : undefined;
  }
}
