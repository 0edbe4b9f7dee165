/**
 * The schema of the SQL key stores, as numbered migrations. Add-only: to change the schema,
 * append a step; never edit or remove one that has shipped, so every database a user has
 * climbs from the version it is at and nothing saved is lost. Instances that start at the same
 * time take an advisory lock, so each step runs exactly once.
 */
import type { SqlDriver } from './driver';

export interface Migration { version: number; name: string; sql: string }

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'keys, reservations, instances, rate buckets, imports',
    sql: `
      CREATE TABLE akasha_keys (
        id          text PRIMARY KEY,
        name        text NOT NULL,
        hash        text NOT NULL,              -- hex SHA-256 of the secret; the secret is never stored
        prefix      text NOT NULL,
        created_at  timestamptz NOT NULL,
        revoked_at  timestamptz,
        credits     bigint NOT NULL CHECK (credits >= 0),
        rate        double precision,           -- requests per second; NULL: the default; 0: not limited
        spent       bigint NOT NULL DEFAULT 0,
        calls       bigint NOT NULL DEFAULT 0
      );
      -- One live key per secret, so instances that register the same --key at once make one key.
      CREATE UNIQUE INDEX akasha_keys_live_hash ON akasha_keys (hash) WHERE revoked_at IS NULL;
      CREATE INDEX akasha_keys_hash ON akasha_keys (hash);
      CREATE TABLE akasha_instances (
        id          text PRIMARY KEY,
        started_at  timestamptz NOT NULL DEFAULT now(),
        seen_at     timestamptz NOT NULL DEFAULT now()
      );
      -- Credits taken by requests still being answered; a sweep gives back those of dead instances.
      CREATE TABLE akasha_reservations (
        id          text PRIMARY KEY,
        key_id      text NOT NULL REFERENCES akasha_keys (id),
        cost        bigint NOT NULL CHECK (cost >= 0),
        instance_id text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX akasha_reservations_instance ON akasha_reservations (instance_id);
      -- The token bucket of each rate-limited key, shared by every instance.
      CREATE TABLE akasha_rate_buckets (
        key_id      text PRIMARY KEY REFERENCES akasha_keys (id),
        tokens      double precision NOT NULL,
        at          timestamptz NOT NULL,
        taken       boolean NOT NULL
      );
      -- Old JSON stores already imported (never imported twice; the file is left alone).
      CREATE TABLE akasha_imports (
        source      text PRIMARY KEY,
        keys        integer NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

/** Arbitrary constant naming Akasha's migration lock among the database's advisory locks. */
const LOCK = 170017;

/** Brings the database to the latest version; returns the versions applied now. */
export async function migrate(db: SqlDriver, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS akasha_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const rows = await tx.query<{ v: number | null }>('SELECT max(version) AS v FROM akasha_migrations');
    const at = Number(rows[0]?.v ?? 0);
    const latest = migrations.length ? migrations[migrations.length - 1].version : 0;
    if (at > latest) throw new Error(`the database is at schema version ${at}, newer than this Akasha (${latest}); update Akasha`);
    const applied: number[] = [];
    for (const m of migrations) {
      if (m.version <= at) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO akasha_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
