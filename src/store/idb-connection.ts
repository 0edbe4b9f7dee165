/**
 * A lazily opened IndexedDB connection with add-only, step-by-step migrations: shared by the
 * key store the service worker meters (src/store/idb.ts) and the app's own databases
 * (src/ui/shared/ui-db.ts).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** MIGRATIONS[n] upgrades a database at version n to version n + 1 (adds, never clears). */
export type Migration<S extends DBSchema> = (db: IDBPDatabase<S>) => void;

/**
 * One lazily opened connection to a named IndexedDB database at `version`, upgraded on open by
 * running `migrations[v]` for every step v from the version found up to `version` (so each step
 * only adds stores or indexes, and what is saved survives). It steps aside when a newer version
 * of the app wants to upgrade (`blocking`), or when the browser ends it, and reopens on next use.
 */
export class DbConnection<S extends DBSchema> {
  private db: Promise<IDBPDatabase<S>> | undefined;

  constructor(readonly name: string, readonly version: number, private readonly migrations: readonly Migration<S>[]) {}

  open(): Promise<IDBPDatabase<S>> {
    if (!this.db) {
      const { version, migrations } = this;
      const opening = openDB<S>(this.name, version, {
        upgrade(db, oldVersion) {
          for (let v = oldVersion; v < version; v++) migrations[v]!(db);
        },
        blocking: () => {
          void opening.then((db) => db.close());
          if (this.db === opening) this.db = undefined;
        },
        terminated: () => { if (this.db === opening) this.db = undefined; },
      });
      this.db = opening;
      opening.catch(() => { if (this.db === opening) this.db = undefined; });
    }
    return this.db;
  }

  /** Closes the connection (tests); it reopens on next use. */
  async close(): Promise<void> {
    const db = this.db;
    this.db = undefined;
    if (db) (await db).close();
  }
}
