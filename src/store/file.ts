/**
 * Node store kept in a JSON file. Every change rewrites the whole file atomically (write to a
 * temporary file in the same folder, then rename over the old one), and writes are serialised,
 * so a crash leaves either the old or the new state, never a torn file, and no saved key or
 * balance is lost.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { MemoryStore } from './memory';
import type { KeyRecord } from './types';

export class FileStore extends MemoryStore {
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {
    super(FileStore.read(path));
  }

  private static read(path: string): KeyRecord[] {
    if (!existsSync(path)) return [];
    const text = readFileSync(path, 'utf8');
    const data = JSON.parse(text) as { version: number; keys: KeyRecord[] };
    if (data.version !== 1 || !Array.isArray(data.keys)) throw new Error(`${path} is not an Akasha key store (version 1)`);
    return data.keys;
  }

  protected override changed(): Promise<void> {
    const snapshot = JSON.stringify({ version: 1, keys: [...this.keys.values()] }, null, 1);
    this.writing = this.writing.then(async () => {
      const tmp = `${this.path}.${process.pid}.tmp`;
      await writeFile(tmp, snapshot, 'utf8');
      await rename(tmp, this.path);
    });
    return this.writing;
  }

  /** Resolves when every change so far is on disk. */
  flush(): Promise<void> {
    return this.writing;
  }
}
