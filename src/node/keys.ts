/**
 * `--key NAME:CREDITS[:RATE]` flags: the key's secret is NAME itself (for scripts, CI and the
 * conformance probe). A key given without RATE is not rate-limited (its owner runs the server);
 * with RATE it gets a token bucket of RATE requests per second and a burst of 2 x RATE.
 */
import type { KeyStore } from '../store/types';
import { sha256Hex } from '../store/types';

export interface KeyFlag { name: string; credits: number; rate?: number }

export function parseKeyFlag(s: string): KeyFlag {
  const [name, credits, rate] = s.split(':');
  if (!name || credits === undefined || !/^\d+$/.test(credits) || (rate !== undefined && !(Number(rate) > 0))) {
    throw new Error(`--key ${s}: expected NAME:CREDITS[:RATE], e.g. demo:1000000 or slow:1000000:2`);
  }
  return { name, credits: Number(credits), rate: rate !== undefined ? Number(rate) : 0 };
}

/**
 * Adds the key unless a key with that secret already exists (so a kept store keeps its
 * balance). Instances starting together on one database may race here: the database allows
 * one live key per secret, and the loser finds the winner's key.
 */
export async function ensureKey(store: KeyStore, k: KeyFlag): Promise<'created' | 'kept'> {
  const hash = await sha256Hex(k.name);
  if (await store.findByHash(hash)) return 'kept';
  try {
    await store.create({ name: k.name, secret: k.name, credits: k.credits, rate: k.rate });
  } catch (err) {
    if (await store.findByHash(hash)) return 'kept';
    throw err;
  }
  return 'created';
}
