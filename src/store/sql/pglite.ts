/**
 * PGlite driver: PostgreSQL compiled to WebAssembly, embedded in the Node process, its files in
 * a data directory. Only one process may open a data directory at a time, so an instance on
 * PGlite knows that any reservation it did not make belongs to a process that is gone.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Row, SqlDriver, SqlQuery } from './driver';

/** `dataDir` is a folder, or `memory://` for a database that lives only in this process (tests). */
export async function openPglite(dataDir: string): Promise<SqlDriver> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const query = async <T extends Row>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    where: dataDir,
    query,
    transaction: (fn) => db.transaction((tx) => {
      const q: SqlQuery & { exec(sql: string): Promise<void> } = {
        query: async <T extends Row>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        exec: async (sql: string) => { await tx.exec(sql); },
      };
      return fn(q);
    }),
    close: () => db.close(),
  };
}
