/**
 * The app's own small IndexedDB database `akasha-ui` (separate from `akasha`, which holds the
 * API keys the service worker meters): the places a person used last (`places`) and the birth
 * charts they saved (`charts`). Versioned like src/store/idb.ts: an upgrade only ever adds
 * stores or indexes, step by step from the version found, and never clears what a person saved.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import type { Birth } from './birth-form';
import type { Place } from './place-picker';

export const UI_DB_NAME = 'akasha-ui';
/** Bump by one and add a step to MIGRATIONS to change the schema; never remove a step. */
export const UI_DB_VERSION = 1;
/** How many recent places are kept (the oldest beyond this are dropped as new ones are used). */
export const RECENT_PLACES = 12;

export interface RecentPlace extends Place {
  /** name|lat|lon|tz: the same place used twice is one row. */
  key: string;
  usedAt: number;
}

export interface SavedChart {
  id: string;
  label: string;
  birth: Birth;
  savedAt: number;
}

interface UiSchema extends DBSchema {
  places: { key: string; value: RecentPlace; indexes: { usedAt: number } };
  charts: { key: string; value: SavedChart; indexes: { savedAt: number } };
}

export { DbConnection, type Migration } from '../../store/idb-connection';
import { DbConnection, type Migration } from '../../store/idb-connection';

const MIGRATIONS: Migration<UiSchema>[] = [
  (db) => {
    db.createObjectStore('places', { keyPath: 'key' }).createIndex('usedAt', 'usedAt');
    db.createObjectStore('charts', { keyPath: 'id' }).createIndex('savedAt', 'savedAt');
  },
];

export const placeKey = (p: Place) => `${p.name}|${p.lat}|${p.lon}|${p.tz}`;

export class UiDb {
  private readonly conn: DbConnection<UiSchema>;

  constructor(readonly name: string = UI_DB_NAME) {
    this.conn = new DbConnection(name, UI_DB_VERSION, MIGRATIONS);
  }

  private open(): Promise<IDBPDatabase<UiSchema>> {
    return this.conn.open();
  }

  /** The places used last, newest first. */
  async recentPlaces(limit = RECENT_PLACES): Promise<RecentPlace[]> {
    const all = await (await this.open()).getAllFromIndex('places', 'usedAt');
    return all.reverse().slice(0, limit);
  }

  /** Marks a place as just used; keeps the newest RECENT_PLACES. */
  async rememberPlace(p: Place): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('places', 'readwrite');
    const { name, lat, lon, tz } = p;
    await tx.store.put({ name, lat, lon, tz, key: placeKey(p), usedAt: Date.now() });
    const keys = await tx.store.index('usedAt').getAllKeys();
    for (const k of keys.slice(0, Math.max(0, keys.length - RECENT_PLACES))) await tx.store.delete(k);
    await tx.done;
  }

  /** Saved charts, newest first. */
  async charts(): Promise<SavedChart[]> {
    return (await (await this.open()).getAllFromIndex('charts', 'savedAt')).reverse();
  }

  async saveChart(label: string, birth: Birth): Promise<SavedChart> {
    const rec: SavedChart = { id: crypto.randomUUID(), label, birth: structuredClone(birth), savedAt: Date.now() };
    await (await this.open()).put('charts', rec);
    return rec;
  }

  async deleteChart(id: string): Promise<void> {
    await (await this.open()).delete('charts', id);
  }

  /** Closes the connection (tests); it reopens on next use. */
  close(): Promise<void> {
    return this.conn.close();
  }
}

let shared: UiDb | undefined;
/** The page's shared handle on `akasha-ui`. */
export function uiDb(): UiDb {
  shared ??= new UiDb();
  return shared;
}
