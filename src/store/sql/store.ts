/**
 * Key store on SQL (PGlite or PostgreSQL): the same schema and statements for both.
 *
 * Credits move by single statements, so instances sharing a database can never overspend:
 * - reserve: `UPDATE akasha_keys SET credits = credits - cost WHERE id = $1 AND credits >= cost
 *   RETURNING credits`, and in the same statement (a data-modifying WITH) a row in
 *   `akasha_reservations` naming the instance;
 * - settle (the answer was a 2xx and went out): delete that row;
 * - refund (any other answer): delete the row and add its credits back, in one statement, so a
 *   reservation is given back at most once whoever tries (the request, a sweep, a shutdown).
 * Every instance beats in `akasha_instances`; a sweep gives back the reservations of instances
 * silent for longer than the TTL (a process that was killed). On PGlite one process owns the
 * data directory, so at start every reservation of another instance is given back.
 *
 * When a process dies, exactness rests on the order of two steps: the charge becomes final
 * (settle) and the answer's bytes go out. No order makes them one atomic step. The Node door
 * settles once the answer is handed to the operating system (the response's 'finish'), by
 * sending the statement at once: PGlite commits it in the same run of JavaScript (its queries
 * resolve without waiting on the event loop), PostgreSQL commits it even if this process dies
 * right after sending. Settling before writing would be worse: an answer larger than the
 * socket buffer is written over several turns of the event loop, and a kill in between would
 * charge for an answer the client never got whole.
 */
import { type KeyRecord, type KeyStore, type Reservation, randomHex, sha256Hex } from '../types';
import type { Row, SqlDriver } from './driver';
import { migrate } from './migrations';

export interface SqlStoreOptions {
  /** Seconds of silence after which an instance is presumed dead (default 30); it beats every TTL/3. */
  instanceTtlSeconds?: number;
  /**
   * This instance is the only one (default on PGlite, whose data directory one process owns):
   * at open, every reservation of another instance is given back without waiting for the TTL.
   */
  exclusive?: boolean;
  /** Receives one object per notable event (sweeps); the server logs it as a JSON line. */
  log?: (event: Record<string, unknown>) => void;
}

interface KeyRow extends Row {
  id: string; name: string; hash: string; prefix: string; created_at: Date | string;
  revoked_at: Date | string | null; credits: number | string | bigint; rate: number | null;
  spent: number | string | bigint; calls: number | string | bigint;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

function toRecord(r: KeyRow): KeyRecord {
  return {
    id: r.id, name: r.name, hash: r.hash, prefix: r.prefix, createdAt: iso(r.created_at),
    ...(r.revoked_at ? { revokedAt: iso(r.revoked_at) } : {}),
    credits: Number(r.credits), spent: Number(r.spent), calls: Number(r.calls),
    ...(r.rate !== null && r.rate !== undefined ? { rate: Number(r.rate) } : {}),
  };
}

/** Gives back (deletes and re-credits) the reservations matching `where`, in one statement. */
const giveBack = (where: string) => `
  WITH gone AS (DELETE FROM akasha_reservations r WHERE ${where} RETURNING key_id, cost),
  per AS (SELECT key_id, sum(cost) AS cost, count(*) AS n FROM gone GROUP BY key_id),
  upd AS (UPDATE akasha_keys k SET credits = k.credits + per.cost, spent = k.spent - per.cost, calls = k.calls - per.n
          FROM per WHERE k.id = per.key_id RETURNING per.cost, per.n)
  SELECT coalesce(sum(n), 0) AS n, coalesce(sum(cost), 0) AS credits FROM upd`;

export class SqlStore implements KeyStore {
  /** This process's name in `akasha_instances` and on its reservations. */
  readonly instanceId = `inst_${randomHex(6)}`;
  private readonly ttl: number;
  private timers: NodeJS.Timeout[] = [];
  private pending = new Set<Promise<unknown>>();
  private closed = false;

  private constructor(readonly db: SqlDriver, private readonly opts: SqlStoreOptions) {
    this.ttl = opts.instanceTtlSeconds ?? 30;
  }

  /** Migrates the schema, registers this instance, sweeps, and starts the heartbeat. */
  static async open(db: SqlDriver, opts: SqlStoreOptions = {}): Promise<SqlStore> {
    const s = new SqlStore(db, opts);
    await migrate(db);
    await s.beat();
    await s.sweep(opts.exclusive ?? db.kind === 'pglite');
    const every = (ms: number, fn: () => Promise<unknown>) => {
      const t = setInterval(() => { if (!s.closed) fn().catch((err) => s.opts.log?.({ level: 'error', msg: 'store upkeep failed', error: String(err) })); }, ms);
      t.unref();
      s.timers.push(t);
    };
    every((s.ttl * 1000) / 3, () => s.beat());
    every((s.ttl * 1000) / 2, () => s.sweep(false));
    return s;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.pending.add(p);
    const done = () => { this.pending.delete(p); };
    p.then(done, done);
    return p;
  }

  private async beat(): Promise<void> {
    await this.db.query('INSERT INTO akasha_instances (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen_at = now()', [this.instanceId]);
  }

  /**
   * Gives back the reservations of instances not seen for the TTL (all other instances when
   * `everyOther`: PGlite at start) and forgets those instances. Returns what it gave back.
   */
  async sweep(everyOther = false): Promise<{ reservations: number; credits: number }> {
    const rows = await this.db.query<{ n: string | number; credits: string | number }>(
      giveBack(`r.instance_id <> $1 AND ($2::boolean OR NOT EXISTS (
        SELECT 1 FROM akasha_instances i WHERE i.id = r.instance_id AND i.seen_at > now() - make_interval(secs => $3::float8)))`),
      [this.instanceId, everyOther, this.ttl],
    );
    await this.db.query(`DELETE FROM akasha_instances WHERE id <> $1 AND ($2::boolean OR seen_at < now() - make_interval(secs => $3::float8))`, [this.instanceId, everyOther, this.ttl]);
    const out = { reservations: Number(rows[0]?.n ?? 0), credits: Number(rows[0]?.credits ?? 0) };
    if (out.reservations > 0) this.opts.log?.({ level: 'warn', msg: 'gave back reservations of stopped instances', ...out });
    return out;
  }

  async findByHash(hash: string): Promise<KeyRecord | undefined> {
    const rows = await this.db.query<KeyRow>('SELECT * FROM akasha_keys WHERE hash = $1 AND revoked_at IS NULL LIMIT 1', [hash]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async reserve(id: string, cost: number): Promise<Reservation> {
    const ticket = `res_${randomHex(10)}`;
    // The main SELECT reads the snapshot from before the UPDATE: `balance` is what a refusal reports.
    const rows = await this.db.query<{ remaining: string | number | null; balance: string | number | null }>(`
      WITH k AS (
        UPDATE akasha_keys SET credits = credits - $2::bigint, spent = spent + $2::bigint, calls = calls + 1
        WHERE id = $1 AND revoked_at IS NULL AND credits >= $2::bigint
        RETURNING credits),
      r AS (INSERT INTO akasha_reservations (id, key_id, cost, instance_id) SELECT $3, $1, $2::bigint, $4 FROM k)
      SELECT (SELECT credits FROM k) AS remaining,
             (SELECT credits FROM akasha_keys WHERE id = $1 AND revoked_at IS NULL) AS balance`,
    [id, cost, ticket, this.instanceId]);
    const r = rows[0];
    if (r && r.remaining !== null && r.remaining !== undefined) return { ok: true, remaining: Number(r.remaining), ticket };
    return { ok: false, balance: Number(r?.balance ?? 0) };
  }

  async settle(ticket: string): Promise<void> {
    await this.track(this.db.query('DELETE FROM akasha_reservations WHERE id = $1', [ticket]));
  }

  async refund(id: string, cost: number, ticket?: string): Promise<void> {
    if (ticket) {
      await this.track(this.db.query(giveBack('r.id = $1'), [ticket]));
      return;
    }
    await this.track(this.db.query('UPDATE akasha_keys SET credits = credits + $2::bigint, spent = spent - $2::bigint, calls = calls - 1 WHERE id = $1', [id, cost]));
  }

  async takeToken(id: string, rate: number, burst: number): Promise<number> {
    // One statement per request: the bucket row is locked while it is refilled and taken from.
    const refill = 'least($3::float8, b.tokens + greatest(0, extract(epoch FROM now() - b.at)) * $2::float8)';
    const rows = await this.db.query<{ tokens: number; taken: boolean }>(`
      INSERT INTO akasha_rate_buckets AS b (key_id, tokens, at, taken) VALUES ($1, $3::float8 - 1, now(), true)
      ON CONFLICT (key_id) DO UPDATE SET
        tokens = CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END,
        at = greatest(b.at, now()),
        taken = ${refill} >= 1
      RETURNING tokens, taken`, [id, rate, burst]);
    const r = rows[0];
    return r.taken ? 0 : (1 - Number(r.tokens)) / rate;
  }

  async create(input: { name: string; secret: string; credits: number; rate?: number }): Promise<KeyRecord> {
    const rows = await this.db.query<KeyRow>(`
      INSERT INTO akasha_keys (id, name, hash, prefix, created_at, credits, rate)
      VALUES ($1, $2, $3, $4, now(), $5::bigint, $6) RETURNING *`,
    [`key_${randomHex(8)}`, input.name, await sha256Hex(input.secret), input.secret.slice(0, 7), input.credits, input.rate ?? null]);
    return toRecord(rows[0]);
  }

  async list(): Promise<KeyRecord[]> {
    return (await this.db.query<KeyRow>('SELECT * FROM akasha_keys ORDER BY created_at, id')).map(toRecord);
  }

  async revoke(id: string): Promise<void> {
    await this.db.query('UPDATE akasha_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
  }

  async topUp(id: string, credits: number): Promise<KeyRecord> {
    if (!(credits > 0) || !Number.isInteger(credits)) throw new Error('top-up must be a positive whole number of credits');
    const rows = await this.db.query<KeyRow>('UPDATE akasha_keys SET credits = credits + $2::bigint WHERE id = $1 RETURNING *', [id, credits]);
    if (!rows[0]) throw new Error(`no key ${id}`);
    return toRecord(rows[0]);
  }

  /**
   * Imports keys of an old store (the JSON file) once: `source` is remembered in
   * `akasha_imports` and never imported again; keys already present are kept as they are.
   */
  async importOnce(source: string, records: readonly KeyRecord[]): Promise<{ imported: number; already: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [170018]);
      const seen = await tx.query('SELECT 1 FROM akasha_imports WHERE source = $1', [source]);
      if (seen.length) return { imported: 0, already: true };
      let imported = 0;
      for (const k of records) {
        const rows = await tx.query(`
          INSERT INTO akasha_keys (id, name, hash, prefix, created_at, revoked_at, credits, rate, spent, calls)
          VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9::bigint, $10::bigint) ON CONFLICT DO NOTHING RETURNING id`,
        [k.id, k.name, k.hash, k.prefix, k.createdAt, k.revokedAt ?? null, k.credits, k.rate ?? null, k.spent ?? 0, k.calls ?? 0]);
        imported += rows.length;
      }
      await tx.query('INSERT INTO akasha_imports (source, keys) VALUES ($1, $2)', [source, imported]);
      return { imported, already: false };
    });
  }

  async health(): Promise<Record<string, unknown>> {
    const rows = await this.db.query<{ schema: number }>('SELECT max(version) AS schema FROM akasha_migrations');
    return { store: this.db.kind, schema_version: Number(rows[0]?.schema ?? 0), instance: this.instanceId };
  }

  /** Reservations this instance holds now (requests being answered). */
  async held(): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM akasha_reservations WHERE instance_id = $1', [this.instanceId]);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Stops the heartbeat, waits for settles and refunds under way, gives back every reservation
   * this instance still holds (requests that did not finish), leaves, and closes the database.
   */
  async close(): Promise<{ reservations: number; credits: number }> {
    if (this.closed) return { reservations: 0, credits: 0 };
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    const rows = await this.db.query<{ n: string | number; credits: string | number }>(giveBack('r.instance_id = $1'), [this.instanceId]);
    await this.db.query('DELETE FROM akasha_instances WHERE id = $1', [this.instanceId]);
    await this.db.close();
    return { reservations: Number(rows[0]?.n ?? 0), credits: Number(rows[0]?.credits ?? 0) };
  }
}
