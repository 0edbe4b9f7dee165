/**
 * Seeded randomness that gives the same numbers in Node, browsers and service workers.
 *
 * Algorithm (all 32-bit integer arithmetic with Math.imul and >>> 0, so no platform float
 * differences can creep in):
 * 1. The seed string's UTF-16 code units are hashed with cyrb128 (bryc's public-domain 128-bit
 *    string hash) into four 32-bit words.
 * 2. Those words are the state of sfc32 (Chris Doty-Humphrey's Small Fast Counting generator,
 *    from PractRand), which is run 12 times and the outputs thrown away to mix the state.
 * 3. Integers in [0, n) come from 32-bit outputs by rejection sampling (no modulo bias).
 * A numeric seed is hashed as its decimal string, so seed 42 and seed "42" are the same draw.
 */
import { TarotInputError } from './errors';

/** cyrb128: four 32-bit unsigned words from a string. */
export function cyrb128(input: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stream of 32-bit unsigned integers. */
export interface Rng {
  /** Next output in [0, 2^32). */
  nextUint32(): number;
  /** Uniform integer in [0, n), 1 <= n <= 2^32. */
  int(n: number): number;
}

const TWO_POW_32 = 4294967296;
/** Outputs discarded after seeding. */
export const WARM_UP_OUTPUTS = 12;

/** sfc32 over a 128-bit state. */
export function sfc32(a0: number, b0: number, c0: number, d0: number): Rng {
  let a = a0 | 0;
  let b = b0 | 0;
  let c = c0 | 0;
  let d = d0 | 0;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`int(n) needs 1 <= n <= 2^32, got ${n}`);
    // Largest multiple of n that fits in 2^32: outputs at or above it are redrawn.
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    let x = nextUint32();
    while (x >= limit) x = nextUint32();
    return x % n;
  };
  return { nextUint32, int };
}

/** The generator for a seed string: cyrb128 -> sfc32, warmed up. */
export function rngFromString(seed: string): Rng {
  const [a, b, c, d] = cyrb128(seed);
  const rng = sfc32(a, b, c, d);
  for (let i = 0; i < WARM_UP_OUTPUTS; i++) rng.nextUint32();
  return rng;
}

/** A seed as the caller gave it: a positive safe integer or a non-empty string (at most 200 characters). */
export type Seed = number | string;

/** The string that is hashed for a seed; throws TarotInputError (param `seed`) for a bad seed. */
export function seedKey(seed: Seed): string {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed) || seed < 1) {
      throw new TarotInputError('seed', `seed must be a positive integer (got ${seed})`);
    }
    return String(seed);
  }
  if (seed.length === 0 || seed.length > 200) {
    throw new TarotInputError('seed', 'seed must be 1-200 characters');
  }
  return seed;
}

/**
 * A fresh seed for a draw without one: a uniform integer in [1, 2^32 - 1] from the platform's
 * cryptographic generator (crypto.getRandomValues: Node 19+, browsers, service workers).
 * The draw returns it so the same cards can be drawn again.
 */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0] === 0);
  return buf[0] as number;
}
