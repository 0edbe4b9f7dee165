/**
 * The JSON file store of earlier versions (`--store FILE.json`: `{"version": 1, "keys": [...]}`)
 * is now only read: the server imports it once into its database and never writes it again,
 * so every key and balance a user had is carried over and the file stays as a backup.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { KeyRecord } from './types';

/** The key records of a JSON store file, or undefined when there is no such file. */
export function readJsonStore(path: string): KeyRecord[] | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  let data: { version?: unknown; keys?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    throw new Error(`${path} is not JSON, so not an Akasha key store (version 1)`);
  }
  if (data.version !== 1 || !Array.isArray(data.keys)) throw new Error(`${path} is not an Akasha key store (version 1)`);
  for (const k of data.keys as KeyRecord[]) {
    if (typeof k?.id !== 'string' || typeof k.hash !== 'string' || !/^[0-9a-f]{64}$/.test(k.hash) || !Number.isFinite(k.credits)) {
      throw new Error(`${path}: a key record lacks its id, SHA-256 hash or credits`);
    }
  }
  return data.keys as KeyRecord[];
}
