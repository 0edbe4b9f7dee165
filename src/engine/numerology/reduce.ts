/**
 * Digit sums and the reduction of a number to a single digit, the one arithmetic step every
 * numerology number is built from.
 */

/** Master numbers: a reduction that reaches one of these stops there. */
export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];
/** Masters kept for the personal year, month and day (33 is not used for periods). */
export const PERIOD_MASTERS: readonly number[] = [11, 22];
/** No masters: reduce all the way to 1-9 (challenges, balance number). */
export const NO_MASTERS: readonly number[] = [];

/** Sum of the decimal digits of a non-negative integer: 1990 -> 19. */
export function digitSum(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`digitSum needs a non-negative integer, got ${n}`);
  let sum = 0;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
  return sum;
}

/** A reduction with the chain of intermediate sums, for showing the working. */
export interface Reduction {
  /** Final value: 1-9, or a master number from `masters`; 0 only when the input is 0. */
  value: number;
  /**
   * Every number on the way, starting with the input: 1990-07-15 -> [32, 5];
   * a day of 29 with masters kept -> [29, 11].
   */
  chain: number[];
}

/**
 * Rule: replace n by its digit sum until it is a single digit, stopping early when it equals a
 * master number in `masters` (default 11, 22, 33). `reduce(29) = 11`, `reduce(29, []) = 2`,
 * `reduce(38) = 11`, `reduce(0) = 0`.
 */
export function reduceWithChain(n: number, masters: readonly number[] = MASTER_NUMBERS): Reduction {
  const chain = [n];
  let value = n;
  while (value > 9 && !masters.includes(value)) {
    value = digitSum(value);
    chain.push(value);
  }
  return { value, chain };
}

/** `reduceWithChain(n, masters).value`. */
export function reduce(n: number, masters: readonly number[] = MASTER_NUMBERS): number {
  return reduceWithChain(n, masters).value;
}

/** The single digit 1-9 behind any value, masters included: 11 -> 2, 22 -> 4, 33 -> 6. */
export function rootOf(n: number): number {
  return reduce(n, NO_MASTERS);
}

/** Whether `n` is one of the master numbers 11, 22, 33. */
export function isMaster(n: number): boolean {
  return MASTER_NUMBERS.includes(n);
}

/** "32 -> 5" or "29 -> 11" for method strings. */
export function chainText(chain: readonly number[]): string {
  return chain.join(' -> ');
}
