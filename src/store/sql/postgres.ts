/**
 * PostgreSQL driver through `pg`: a connection pool shared by the requests of one instance;
 * many instances share the database. Every credit move is one statement, so the database's
 * row locks, not the instances, decide who gets the last credits.
 */
import pg from 'pg';
import type { Row, SqlDriver, SqlQuery } from './driver';

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 16, application_name: 'akasha' });
  // An idle client that loses its connection (database restarted) must not crash the process.
  pool.on('error', (err) => console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', msg: 'postgres pool error', error: String(err.message) })));
  await pool.query('SELECT 1'); // fail now, with a clear message, if the database is unreachable
  const query = async <T extends Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    where: redactUrl(url),
    query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q: SqlQuery & { exec(sql: string): Promise<void> } = {
          query: async <T extends Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
          exec: async (sql: string) => { await client.query(sql); },
        };
        const out = await fn(q);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
