/**
 * Chooses and opens the Node server's key store from its flags:
 * - `--database postgres://...` (or `DATABASE_URL`): PostgreSQL, shared by any number of instances;
 * - `--store DIR`: PGlite (embedded PostgreSQL) on that data directory, one instance;
 * - `--store FILE.json` (the JSON store of earlier versions): imported once into the database
 *   (PGlite on `FILE.pgdata/` unless `--database` is given), then left untouched;
 * - `--memory`: nothing kept (tests, demos);
 * - nothing: PGlite on the default data directory (see `defaultDataDir`), so `npm run serve`
 *   keeps its keys and balances across restarts with nothing to install.
 */
import { existsSync, statSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { readJsonStore } from '../store/file';
import { MemoryStore } from '../store/memory';
import { openPglite } from '../store/sql/pglite';
import { openPostgres } from '../store/sql/postgres';
import { SqlStore, type SqlStoreOptions } from '../store/sql/store';
import type { KeyStore } from '../store/types';

export interface StoreFlags {
  store?: string;
  database?: string;
  memory?: boolean;
  instanceTtlSeconds?: number;
}

export interface OpenedStore {
  store: KeyStore;
  /** For the start-up message: where keys and balances are kept. */
  description: string;
  /** What happened to an old JSON store, if one was named. */
  imported?: string;
  /** Gives back this instance's open reservations and closes the database; says what it gave back. */
  close(): Promise<{ reservations: number; credits: number } | undefined>;
}

/**
 * The default data directory: `AKASHA_DATA_DIR`, else the user's data folder
 * (`$XDG_DATA_HOME` or `~/.local/share` on Linux, `~/Library/Application Support` on macOS,
 * `%LOCALAPPDATA%` on Windows) + `akasha/db`; outside any checkout, so `git clean` cannot
 * take it. Without a home folder: `./.akasha-data` (git-ignored).
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AKASHA_DATA_DIR) return resolve(env.AKASHA_DATA_DIR);
  let home = '';
  try { home = homedir(); } catch { /* no home folder */ }
  if (!home) return resolve('.akasha-data');
  const os = platform();
  const base = os === 'darwin' ? join(home, 'Library', 'Application Support')
    : os === 'win32' ? (env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'))
      : (env.XDG_DATA_HOME || join(home, '.local', 'share'));
  return join(base, 'akasha', 'db');
}

const isJsonStore = (p: string) => /\.json$/i.test(p) || (existsSync(p) && statSync(p).isFile());

export async function openStore(flags: StoreFlags, log?: SqlStoreOptions['log'], env: NodeJS.ProcessEnv = process.env): Promise<OpenedStore> {
  if (flags.memory) {
    if (flags.store || flags.database) throw new Error('--memory keeps nothing: it cannot be combined with --store or --database');
    return { store: new MemoryStore(), description: 'memory (nothing is kept when the server stops)', close: async () => undefined };
  }
  const json = flags.store && isJsonStore(flags.store) ? resolve(flags.store) : undefined;
  const dir = flags.store && !json ? resolve(flags.store) : undefined;
  if (dir && flags.database) throw new Error('--store DIR (PGlite) and --database (PostgreSQL) name two databases: choose one');
  const url = flags.database ?? (dir ? undefined : env.DATABASE_URL || undefined);
  if (url && !/^postgres(ql)?:\/\//i.test(url)) throw new Error('--database / DATABASE_URL must be a postgres:// or postgresql:// URL');

  const driver = url ? await openPostgres(url) : await openPglite(dir ?? (json ? json.replace(/\.json$/i, '') + '.pgdata' : defaultDataDir(env)));
  let store: SqlStore;
  try {
    store = await SqlStore.open(driver, { instanceTtlSeconds: flags.instanceTtlSeconds, log });
  } catch (err) {
    await driver.close().catch(() => undefined);
    throw err;
  }
  let imported: string | undefined;
  if (json) {
    const records = readJsonStore(json);
    if (!records) imported = `no file ${json} to import`;
    else {
      const r = await store.importOnce(json, records);
      imported = r.already ? `${json} was imported before; left as it is` : `imported ${r.imported} key(s) from ${json} (the file is left as it is)`;
    }
  }
  const description = driver.kind === 'postgres' ? `PostgreSQL ${driver.where}` : `PGlite (embedded PostgreSQL) in ${driver.where}`;
  return { store, description, imported, close: () => store.close() };
}
