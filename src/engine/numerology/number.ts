/** Builds a NumerologyNumber from a total: the one place reduction, meaning and luck meet. */
import type { NumberContext } from './content-types';
import { luckyFactors, meaningOf } from './content';
import { chainText, isMaster, MASTER_NUMBERS, reduceWithChain, rootOf } from './reduce';
import type { NumerologyNumber } from './types';

/**
 * Reduces `total` with `masters` kept and attaches the meaning for `context` and the lucky
 * factors of the root. `addends` are the numbers summed to reach the total (shown in
 * `working`). A total of 0 cannot occur for any caller (every caller sums at least one
 * positive number); it is rejected to keep the invariant visible.
 */
export function buildNumber(
  total: number,
  addends: readonly number[],
  context: NumberContext,
  method: string,
  lang: string,
  masters: readonly number[] = MASTER_NUMBERS,
): NumerologyNumber {
  if (total <= 0) throw new RangeError(`numerology total must be positive, got ${total}`);
  const { value, chain } = reduceWithChain(total, masters);
  const sum = addends.length > 1 ? `${addends.join(' + ')} = ${total}` : String(total);
  const steps = chain.length > 1 ? ` -> ${chainText(chain.slice(1))}` : '';
  const masterNote = isMaster(value) ? ' (master number, kept)' : '';
  return {
    value,
    root: rootOf(value),
    master: isMaster(value),
    total,
    reduction: chain,
    method,
    working: `${sum}${steps}${masterNote}`,
    meaning: meaningOf(value, context, lang),
    lucky: luckyFactors(value, lang),
  };
}

/** The decimal digits of a non-negative integer, most significant first: 1990 -> [1, 9, 9, 0]. */
export function digitsOf(n: number): number[] {
  return String(n).split('').map(Number);
}
