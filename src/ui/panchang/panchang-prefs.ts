/**
 * What the panchang page remembers between visits: the last place and the month system
 * (amanta/purnimanta). One record in IndexedDB.
 *
 * Where: its own small database `akasha-panchang` (store `prefs`), because `akasha-ui`
 * (src/ui/shared/ui-db.ts) has a fixed schema version and no settings store; adding a store
 * there means a new step in its MIGRATIONS, which its owner makes (opening `akasha-ui` at
 * another version from here would break ui-db.ts's open). The picker still records the place in
 * `akasha-ui`'s recent places itself. Versioned like ui-db.ts: an upgrade only adds, step by
 * step (the same `DbConnection` opens both); nothing here ever deletes a record.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import type { Place } from '../shared/place-picker';
import { DbConnection, type Migration } from '../shared/ui-db';
import type { MonthSystem } from './panchang-data';

export const PANCHANG_DB_NAME = 'akasha-panchang';
export const PANCHANG_DB_VERSION = 1;

export interface CalendarPrefs {
  place: Place;
  monthSystem: MonthSystem;
  savedAt: number;
}

interface PrefsSchema extends DBSchema {
  prefs: { key: string; value: CalendarPrefs };
}

const MIGRATIONS: Migration<PrefsSchema>[] = [
  (db) => { db.createObjectStore('prefs'); },
];

const KEY = 'calendar';

export class PanchangPrefs {
  private readonly conn: DbConnection<PrefsSchema>;

  constructor(readonly name: string = PANCHANG_DB_NAME) {
    this.conn = new DbConnection(name, PANCHANG_DB_VERSION, MIGRATIONS);
  }

  private open(): Promise<IDBPDatabase<PrefsSchema>> {
    return this.conn.open();
  }

  /** The remembered place and month system, or undefined the first time (or without IndexedDB). */
  async load(): Promise<CalendarPrefs | undefined> {
    try {
      const rec = await (await this.open()).get('prefs', KEY);
      if (!rec || typeof rec.place?.lat !== 'number' || (rec.monthSystem !== 'amanta' && rec.monthSystem !== 'purnimanta')) return undefined;
      return rec;
    } catch {
      return undefined;
    }
  }

  async save(place: Place, monthSystem: MonthSystem): Promise<void> {
    const { name, lat, lon, tz } = place;
    await (await this.open()).put('prefs', { place: { name, lat, lon, tz }, monthSystem, savedAt: Date.now() }, KEY);
  }

  /** Closes the connection (tests); it reopens on next use. */
  close(): Promise<void> {
    return this.conn.close();
  }
}

let shared: PanchangPrefs | undefined;
/** The page's shared handle on the panchang preferences. */
export function panchangPrefs(): PanchangPrefs {
  shared ??= new PanchangPrefs();
  return shared;
}
