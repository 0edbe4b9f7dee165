/** Tarot: the 78-card deck, seeded draws, spreads, the daily card and yes/no. See README.md. */
export { TarotInputError, TarotNotFoundError } from './errors';
export { DECK_SIZE, SUITS, SUIT_START, TAROT_LANGS, allCards, getCard, listCards, parseSuit, tarotContent } from './deck';
export type { CardFilter } from './deck';
export { cyrb128, sfc32, rngFromString, randomSeed, seedKey, WARM_UP_OUTPUTS } from './rng';
export type { Rng, Seed } from './rng';
export { drawCards, shuffledIds, REVERSAL_PROBABILITY } from './draw';
export type { Draw, DrawnId } from './draw';
export { drawSpread, parseSpreadKind, parseTopic, SPREAD_KINDS, SPREAD_SIZE, TOPICS, DRAW_METHOD } from './spreads';
export type { Spread, SpreadCard, SpreadOptions } from './spreads';
export { dailyCard, todayIn, DAILY_SEED_PREFIX, DAILY_METHOD } from './daily';
export type { DailyCard, DailyOptions } from './daily';
export { yesNo, yesNoAnswer, YES_NO_RULE } from './yes-no';
export type { YesNoReading, YesNoOptions } from './yes-no';
export type { CardInDraw } from './reading';
export type { Arcana, Element, Orientation, Suit, SpreadKind, TarotCard, TarotContent, Topic, YesNo } from './types';
