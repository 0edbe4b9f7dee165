/**
 * Tarot family: the five /v1/tarot endpoints. Pure computation (no ephemeris).
 * Parameter names follow the service (suit, search, id, date, type, topic, seed); `tz` on the
 * daily card and `question` on yes-no are Akasha extensions. Draws are reproducible from
 * `seed` on every platform; the algorithm is documented in src/engine/tarot (README.md there).
 */
import { z } from 'zod';
import {
  dailyCard, drawSpread, getCard, listCards, SPREAD_KINDS, SUITS, TOPICS, yesNo,
} from '../../engine/tarot';
import { formatDate } from '../../engine/time/parse';
import { q, type ParamSpec } from '../params';
import { endpoint } from '../registry';

// ---------- response schemas ----------

const zCard = z.object({
  id: z.number().int().min(0).max(77),
  name: z.string(),
  arcana: z.enum(['major', 'minor']),
  suit: z.enum(['Major Arcana', 'Wands', 'Cups', 'Pentacles', 'Swords']),
  number: z.number().int().min(0).max(21).describe('Major 0-21; minor 1 Ace .. 10, 11 Page, 12 Knight, 13 Queen, 14 King'),
  rank: z.string(),
  archetype: z.string(),
  element: z.enum(['Fire', 'Water', 'Air', 'Earth']),
  astrology: z.string().describe('Golden Dawn correspondence'),
  yes_no: z.enum(['yes', 'no', 'maybe']).describe('Tendency of the card upright in a yes/no reading'),
  keywords: z.object({ upright: z.array(z.string()), reversed: z.array(z.string()) }),
  upright: z.string(),
  reversed: z.string(),
  emblem: z.string().describe('The simple emblem drawn on the card face'),
});
const zCardInDraw = z.object({
  orientation: z.enum(['upright', 'reversed']),
  reversed: z.boolean(),
  meaning: z.string().describe('The meaning for the orientation drawn'),
  keywords: z.array(z.string()),
  card: zCard,
});
const zMethod = z.object({
  rng: z.string(),
  shuffle: z.string(),
  reversal: z.string(),
  reversal_probability: z.number(),
});

// ---------- helpers ----------

const seed = (description: string) =>
  q.int({
    min: 1, max: Number.MAX_SAFE_INTEGER, example: 42,
    description: `${description} Positive integer up to 2^53 - 1. Omit it for a random draw; the answer returns the seed used, so the draw can be replayed.`,
  });

/** Card id 0-77 in the path; anything else is a 404. */
const cardId: ParamSpec<number> = {
  in: 'path',
  required: true,
  description: 'Card id 0-77: 0-21 Major Arcana (0 The Fool, 21 The World), 22-35 Wands, 36-49 Cups, 50-63 Pentacles, 64-77 Swords (77 King of Swords)',
  example: 0,
  schema: { type: 'integer', minimum: 0, maximum: 77 },
  parse: (raw) => (/^\d{1,2}$/.test(raw) && Number(raw) <= 77 ? { ok: true, value: Number(raw) } : { ok: false, problem: 'is not a card id: ids are 0-77' }),
};

// ---------- endpoints ----------

export const cards = endpoint({
  path: '/v1/tarot/cards',
  summary: 'The 78-card deck; filter by suit (Major Arcana, Wands, Cups, Pentacles, Swords) or by keyword search',
  description: 'search splits on spaces and keeps cards where every term occurs (case- and accent-insensitive) in the name, archetype, suit, element, correspondence or keywords. Unlike the service, suit and search may be combined (both must match).',
  ephemeris: false,
  params: {
    suit: q.oneOf(SUITS, {
      required: false as const, caseInsensitive: true, example: 'Cups',
      aliases: { major: 'Major Arcana', major_arcana: 'Major Arcana', 'major-arcana': 'Major Arcana' },
      description: 'Suit: Major Arcana, Wands, Cups, Pentacles or Swords (any case; major accepted)',
    }),
    search: q.string({ minLength: 1, maxLength: 100, example: 'love', description: 'Keyword search, e.g. love, new beginnings, Saturn' }),
  },
  response: z.object({
    count: z.number().int().min(0).max(78),
    suit: z.string().nullable(),
    search: z.string().nullable(),
    order: z.string(),
    cards: z.array(zCard),
  }),
  handler(p) {
    const list = listCards({ suit: p.suit, search: p.search });
    return {
      count: list.length,
      suit: p.suit ?? null,
      search: p.search ?? null,
      order: 'id 0-21 Major Arcana (Fool..World), 22-35 Wands, 36-49 Cups, 50-63 Pentacles, 64-77 Swords; each suit Ace..Ten, Page, Knight, Queen, King',
      cards: list,
    };
  },
});

export const card = endpoint({
  path: '/v1/tarot/card/{id}',
  summary: 'One card by id 0-77, with upright and reversed meanings, keywords, yes/no tendency, element and correspondence',
  ephemeris: false,
  params: { id: cardId },
  response: zCard,
  handler: (p) => getCard(p.id),
});

export const daily = endpoint({
  path: '/v1/tarot/daily',
  summary: 'The card of the day: deterministic, the same for every reader on the same date',
  description: 'The first card and orientation of the seeded draw for "akasha-daily:YYYY-MM-DD". Without date, the date is today in tz (default UTC); the answer states the date and the zone.',
  ephemeris: false,
  params: {
    date: q.date({ required: false as const, example: '2025-03-10', description: 'Calendar date YYYY-MM-DD; default today in tz' }),
    tz: q.tz({ required: false as const, fallback: 'UTC', example: 'UTC', description: 'Zone that decides "today" when date is omitted: IANA name or ±HH:MM; default UTC' }),
  },
  response: z.object({
    date: z.string(),
    tz: z.string(),
    date_source: z.enum(['given', 'today']),
    seed: z.string(),
    method: z.string(),
    lang: z.string(),
    card: zCardInDraw,
  }),
  handler(p, ctx) {
    return dailyCard({ date: p.date ? formatDate(p.date) : undefined, tz: p.tz, now: ctx.now() });
  },
});

export const spread = endpoint({
  path: '/v1/tarot/spread',
  summary: 'A spread: single (1 card), three (past, present, future) or celtic (10-card Celtic Cross); reproducible from seed',
  description: 'Fisher-Yates shuffle of ids 0-77 driven by cyrb128(seed) -> sfc32; cards dealt from the top in position order; each card then reversed with probability 1/2 from the same stream.',
  ephemeris: false,
  params: {
    type: q.oneOf(SPREAD_KINDS, { caseInsensitive: true, example: 'three', description: 'single, three (past, present, future) or celtic (Celtic Cross)' }),
    topic: q.oneOf(TOPICS, { fallback: 'general', caseInsensitive: true, description: 'Lens for the reading sentences: general (default), love, career, finance, spiritual, health' }),
    seed: seed('Seed of the draw.'),
  },
  response: z.object({
    type: z.enum(['single', 'three', 'celtic']),
    name: z.string(),
    description: z.string(),
    topic: z.enum(['general', 'love', 'career', 'finance', 'spiritual', 'health']),
    topic_note: z.string(),
    seed: z.number().int().positive(),
    seed_generated: z.boolean(),
    lang: z.string(),
    method: zMethod,
    cards: z.array(zCardInDraw.extend({
      position: z.number().int().min(1).max(10),
      key: z.string(),
      name: z.string(),
      description: z.string(),
      reading: z.string(),
    })),
  }),
  handler(p) {
    const s = drawSpread(p.type, { seed: p.seed, topic: p.topic });
    return { ...s, seed: Number(s.seed) };
  },
});

export const yesNoReading = endpoint({
  path: '/v1/tarot/yes-no',
  summary: 'One card with an answer of yes, no or maybe and the reasoning; reproducible from seed',
  description: 'The card is the first of the seeded draw (the single spread with the same seed). Upright: the card\'s tendency. Reversed: one step down yes > maybe > no. The question is echoed and does not change the draw.',
  ephemeris: false,
  params: {
    seed: seed('Seed of the draw.'),
    question: q.string({ minLength: 1, maxLength: 300, example: 'Should I take the new job?', description: 'The question (optional, echoed; it does not change the draw)' }),
  },
  response: z.object({
    question: z.string().nullable(),
    answer: z.enum(['yes', 'no', 'maybe']),
    tendency: z.enum(['yes', 'no', 'maybe']),
    rule: z.string(),
    reasoning: z.string(),
    seed: z.number().int().positive(),
    seed_generated: z.boolean(),
    lang: z.string(),
    card: zCardInDraw,
  }),
  handler(p) {
    const r = yesNo({ seed: p.seed, question: p.question });
    return { ...r, seed: Number(r.seed) };
  },
});

export const tarotEndpoints = [cards, card, daily, spread, yesNoReading];
