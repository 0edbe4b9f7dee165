/**
 * The key, credit and usage store. Implementations share this contract: memory (tests, the
 * CLI), SQL on PGlite or PostgreSQL (the Node server), IndexedDB (browsers and the service
 * worker); the old JSON file store is only read, to import it. Keys are stored only as SHA-256
 * hashes; the secret is shown once, when it is made.
 */
export interface KeyRecord {
  id: string;
  name: string;
  /** Hex SHA-256 of the secret. */
  hash: string;
  /** First characters of the secret, for recognising it in lists. */
  prefix: string;
  createdAt: string;
  revokedAt?: string;
  credits: number;
  /** Requests per second for this key; absent: the router's default (20/s, burst 40); 0: not limited. */
  rate?: number;
  /** Credits spent so far (for the console's usage figure). */
  spent: number;
  calls: number;
}

/**
 * A reservation takes the credits at once. A store that records reservations (SQL) returns a
 * `ticket`: the request then either settles it (the answer was a success and was delivered) or
 * gives it back with `refund`; tickets of an instance that died are given back by a sweep.
 */
export type Reservation = { ok: true; remaining: number; ticket?: string } | { ok: false; balance: number };

export interface KeyStore {
  findByHash(hash: string): Promise<KeyRecord | undefined>;
  /** Atomically takes `cost` credits if the balance covers them. */
  reserve(id: string, cost: number): Promise<Reservation>;
  /** Gives back a reservation whose request did not succeed (at most once per ticket). */
  refund(id: string, cost: number, ticket?: string): Promise<void>;
  /** Makes a reservation final: its request succeeded. Stores without tickets need nothing. */
  settle?(ticket: string): Promise<void>;
  /**
   * Takes a token of the key's rate-limit bucket in the store itself, so that every instance
   * sharing the store shares the bucket. Returns 0 when allowed, else the seconds to wait.
   * Stores without it leave rate limiting to the router's in-process buckets.
   */
  takeToken?(id: string, rate: number, burst: number): Promise<number>;
  /** Checks that the store answers (GET /v1/health); throws when it does not. */
  health?(): Promise<Record<string, unknown>>;
  create(input: { name: string; secret: string; credits: number; rate?: number }): Promise<KeyRecord>;
  list(): Promise<KeyRecord[]>;
  revoke(id: string): Promise<void>;
  topUp(id: string, credits: number): Promise<KeyRecord>;
}

export const TRIAL_CREDITS = 1500;

/** Hex SHA-256 with Web Crypto (Node 20, browsers and service workers all have it). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomHex(bytes: number): string {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new secret: "ak_" and 32 random hex characters. */
export const newSecret = (): string => `ak_${randomHex(16)}`;

/** Makes a key with a fresh secret; returns the secret once, with the stored record. */
export async function issueKey(store: KeyStore, name: string, credits = TRIAL_CREDITS, rate?: number): Promise<{ secret: string; record: KeyRecord }> {
  const secret = newSecret();
  const record = await store.create({ name, secret, credits, rate });
  return { secret, record };
}
