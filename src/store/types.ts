/**
 * The key, credit and usage store. Three implementations share this contract: memory and a
 * JSON file (Node), IndexedDB (browsers and the service worker). Keys are stored only as
 * SHA-256 hashes; the secret is shown once, when it is made.
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

export type Reservation = { ok: true; remaining: number } | { ok: false; balance: number };

export interface KeyStore {
  findByHash(hash: string): Promise<KeyRecord | undefined>;
  /** Atomically takes `cost` credits if the balance covers them. */
  reserve(id: string, cost: number): Promise<Reservation>;
  /** Gives back a reservation whose request did not succeed. */
  refund(id: string, cost: number): Promise<void>;
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
