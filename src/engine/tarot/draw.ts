/**
 * Drawing cards: a Fisher-Yates shuffle of the 78 ids driven by the seeded stream, then one
 * orientation per drawn card from the same stream.
 *
 * Order of use of the stream (so any implementation can replay it):
 * 1. Shuffle (Durstenfeld's Fisher-Yates): deck = [0..77]; for i = 77 down to 1,
 *    j = int(i + 1), swap deck[i] and deck[j]. That is exactly 77 calls of int().
 * 2. The first `count` cards of the shuffled deck are drawn, in order; for each of them in
 *    turn, reversed = (int(2) === 1): probability 1/2, as a deck whose cards were turned
 *    at random while shuffling.
 * A draw of 1 is therefore the first card of a draw of 3 or 10 with the same seed.
 * No card can appear twice: the cards are distinct positions of one permutation.
 */
import { DECK_SIZE } from './deck';
import { randomSeed, rngFromString, seedKey, type Rng, type Seed } from './rng';

/** Probability that a drawn card is reversed. */
export const REVERSAL_PROBABILITY = 0.5;

/** The 78 ids in shuffled order. */
export function shuffledIds(rng: Rng): number[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = tmp;
  }
  return deck;
}

export interface DrawnId {
  id: number;
  reversed: boolean;
}

export interface Draw {
  /** The seed used: as given, or the generated one. */
  seed: Seed;
  /** True when no seed was given and one was generated. */
  seed_generated: boolean;
  cards: DrawnId[];
}

/**
 * Draws `count` (1-78) distinct cards with orientations. Without a seed a random one is made
 * (randomSeed) and returned. Throws TarotInputError (param `seed`) for a bad seed.
 */
export function drawCards(count: number, seed?: Seed): Draw {
  if (!Number.isInteger(count) || count < 1 || count > DECK_SIZE) throw new RangeError(`count must be 1-78, got ${count}`);
  const used = seed ?? randomSeed();
  const rng = rngFromString(seedKey(used));
  const ids = shuffledIds(rng).slice(0, count);
  const cards = ids.map((id) => ({ id, reversed: rng.int(2) === 1 }));
  return { seed: used, seed_generated: seed === undefined, cards };
}
