/**
 * The little a SQL key store needs from a database: parameterised queries, multi-statement
 * scripts inside one transaction (migrations), and closing. Two drivers implement it, PGlite
 * (embedded PostgreSQL in WebAssembly, one process) and PostgreSQL through `pg` (many
 * processes); both speak the same SQL, so the store and its migrations are written once.
 */
export type Row = Record<string, unknown>;

export interface SqlQuery {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlDriver extends SqlQuery {
  /** 'pglite' (one process owns the data directory) or 'postgres' (shared by instances). */
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a directory, or the URL without its password. */
  readonly where: string;
  /** Runs `fn` in one transaction on one connection; `exec` runs a script of statements. */
  transaction<T>(fn: (tx: SqlQuery & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
