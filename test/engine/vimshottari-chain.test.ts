/**
 * Rule: the running chain found by subdividing only the running period at each level equals,
 * to the last digit, the chain found in the full tree of the same depth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runningAt, runningChainAt, vimshottari } from '../../src/engine/kundli/dasha/vimshottari';

describe('runningChainAt', () => {
  it('equals runningAt over the full tree for random births, moments and depths', () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 2400000, max: 2500000, noNaN: true }),
      fc.double({ min: -10, max: 130, noNaN: true }), fc.integer({ min: 1, max: 4 }),
      (moon, birth, yearsAfter, depth) => {
        const jd = birth + yearsAfter * 365.25;
        const lazy = runningChainAt(moon, birth, jd, depth).map((p) => [p.lord, p.level, p.start_jd, p.end_jd]);
        const full = runningAt(vimshottari(moon, birth, depth).periods, jd).map((p) => [p.lord, p.level, p.start_jd, p.end_jd]);
        expect(lazy).toEqual(full);
      }), { numRuns: 200 });
  });
});
