/**
 * Spreads: single (1 card), three (past, present, future) and celtic (the 10 positions of the
 * Celtic Cross). Cards come from drawCards (draw.ts): the same seed gives the same cards and
 * orientations on every platform; without a seed one is generated and returned.
 */
import { servedTarotLang, tarotContent } from './deck';
import { drawCards, REVERSAL_PROBABILITY } from './draw';
import { TarotInputError } from './errors';
import { cardInDraw, fill, keywordPhrase, type CardInDraw } from './reading';
import type { Seed } from './rng';
import type { SpreadKind, Topic } from './types';

export const SPREAD_KINDS: readonly SpreadKind[] = ['single', 'three', 'celtic'];
export const TOPICS: readonly Topic[] = ['general', 'love', 'career', 'finance', 'spiritual', 'health'];
/** Cards per spread. */
export const SPREAD_SIZE: Readonly<Record<SpreadKind, number>> = { single: 1, three: 3, celtic: 10 };

/** How the draw was made, echoed in every answer. */
export const DRAW_METHOD = {
  rng: 'cyrb128 hash of the seed string (decimal digits for a numeric seed) -> sfc32, first 12 outputs discarded; integers by rejection sampling',
  shuffle: 'Fisher-Yates over ids 0-77 (i = 77 down to 1, j = int(i + 1)); cards dealt from the top in position order',
  reversal: 'after the shuffle, one int(2) per dealt card in position order; 1 = reversed',
  reversal_probability: REVERSAL_PROBABILITY,
} as const;

export interface SpreadCard extends CardInDraw {
  /** 1-based position in the spread. */
  position: number;
  /** Position key: "past", "present", "challenge", ... */
  key: string;
  /** Position name: "Past", "Crossing challenge", ... */
  name: string;
  /** What the position stands for. */
  description: string;
  /** One sentence joining position, card, orientation and topic. */
  reading: string;
}

export interface Spread {
  type: SpreadKind;
  name: string;
  description: string;
  topic: Topic;
  topic_note: string;
  seed: Seed;
  seed_generated: boolean;
  lang: string;
  method: typeof DRAW_METHOD;
  cards: SpreadCard[];
}

export function parseSpreadKind(value: string): SpreadKind {
  const v = value.toLowerCase();
  if (v === 'single' || v === 'three' || v === 'celtic') return v;
  throw new TarotInputError('type', `type must be single, three or celtic (got "${value}")`);
}

export function parseTopic(value: string | undefined): Topic {
  if (value === undefined || value === '') return 'general';
  const v = value.toLowerCase();
  const found = TOPICS.find((t) => t === v);
  if (!found) throw new TarotInputError('topic', `topic must be one of ${TOPICS.join(', ')} (got "${value}")`);
  return found;
}

export interface SpreadOptions {
  seed?: Seed;
  /** Default `general`. */
  topic?: Topic;
  lang?: string;
}

/** Draws a spread. Throws TarotInputError for a bad seed. */
export function drawSpread(kind: SpreadKind, options: SpreadOptions = {}): Spread {
  const lang = servedTarotLang(options.lang);
  const content = tarotContent(lang);
  const topic = options.topic ?? 'general';
  const layout = content.spreads[kind];
  const draw = drawCards(SPREAD_SIZE[kind], options.seed);
  const lens = content.topics[topic].lens;
  const cards = draw.cards.map((drawn, i): SpreadCard => {
    const pos = layout.positions[i];
    if (!pos) throw new RangeError(`spread ${kind} has no position ${i + 1}`);
    const c = cardInDraw(drawn.id, drawn.reversed, lang);
    return {
      position: i + 1,
      key: pos.key,
      name: pos.name,
      description: pos.description,
      ...c,
      reading: fill(content.templates.reading, {
        position: pos.name,
        card: c.card.name,
        orientation: c.orientation,
        keywords: keywordPhrase(c.keywords),
        lens,
      }),
    };
  });
  return {
    type: kind,
    name: layout.name,
    description: layout.description,
    topic,
    topic_note: content.topics[topic].note,
    seed: draw.seed,
    seed_generated: draw.seed_generated,
    lang,
    method: DRAW_METHOD,
    cards,
  };
}
