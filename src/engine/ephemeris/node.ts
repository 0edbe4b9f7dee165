/** Node loader: reads swisseph.wasm and swisseph.data from wasm/vendor (see wasm/prepare.mjs). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { EphemerisSource } from './load';
import { getEphemeris } from './load';
import type { Ephemeris } from './ephemeris';

const require = createRequire(import.meta.url);

export async function nodeEphemerisSource(): Promise<EphemerisSource> {
  const [wasm, data] = await Promise.all([
    readFile(require.resolve('#swisseph-wasm')),
    readFile(require.resolve('#swisseph-data')),
  ]);
  return { wasm, data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer };
}

/** The process-wide ephemeris for Node (server, CLI, tests, bench). */
export function nodeEphemeris(): Promise<Ephemeris> {
  return getEphemeris(nodeEphemerisSource);
}
