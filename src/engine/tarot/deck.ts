/**
 * The 78-card deck: lookup by id, filtering by suit and keyword search.
 *
 * Order of ids (the service's numbering): 0-21 Major Arcana in the Rider-Waite order
 * (0 The Fool ... 8 Strength, 11 Justice ... 21 The World), then each minor suit Ace..King:
 * 22-35 Wands, 36-49 Cups, 50-63 Pentacles, 64-77 Swords. So 22 is the Ace of Wands and
 * 77 the King of Swords.
 */
import { TAROT_EN } from '../../../content/tarot/en';
import { TarotInputError, TarotNotFoundError } from './errors';
import type { Suit, TarotCard, TarotContent } from './types';

const CONTENT: Record<string, TarotContent> = { en: TAROT_EN };

export const DECK_SIZE = 78;
export const SUITS: readonly Suit[] = ['Major Arcana', 'Wands', 'Cups', 'Pentacles', 'Swords'];
/** First id of each suit. */
export const SUIT_START: Readonly<Record<Suit, number>> = { 'Major Arcana': 0, Wands: 22, Cups: 36, Pentacles: 50, Swords: 64 };
/** Languages with authored tarot text. */
export const TAROT_LANGS: readonly string[] = Object.keys(CONTENT);

/** Content for a language, English when there is none. */
export function tarotContent(lang = 'en'): TarotContent {
  return CONTENT[lang] ?? TAROT_EN;
}

/** The language actually served for a requested `lang`. */
export function servedTarotLang(lang = 'en'): string {
  return CONTENT[lang] ? lang : 'en';
}

/** Every card, ordered by id. */
export function allCards(lang = 'en'): readonly TarotCard[] {
  return tarotContent(lang).cards;
}

/**
 * One card by id 0-77. Accepts a number or a decimal string ("7"); throws TarotNotFoundError
 * (param `id`) for anything else, including "07x", -1, 78 and 3.5.
 */
export function getCard(id: number | string, lang = 'en'): TarotCard {
  const n = typeof id === 'number' ? id : /^\d{1,3}$/.test(id) ? Number(id) : Number.NaN;
  const card = Number.isInteger(n) && n >= 0 && n < DECK_SIZE ? allCards(lang)[n] : undefined;
  if (!card) throw new TarotNotFoundError('id', `no tarot card with id ${String(id)}: ids are 0-77`);
  return card;
}

/**
 * A suit name: one of the five, compared without case, spaces or hyphens ("major arcana",
 * "MAJOR-ARCANA", "major" all mean Major Arcana). Throws TarotInputError (param `suit`).
 */
export function parseSuit(value: string): Suit {
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  const found = SUITS.find((s) => s.toLowerCase().replace(/\s/g, '') === key) ?? (key === 'major' ? 'Major Arcana' : undefined);
  if (!found) throw new TarotInputError('suit', `suit must be one of ${SUITS.join(', ')} (got "${value}")`);
  return found;
}

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Filter for listCards. */
export interface CardFilter {
  suit?: Suit | string;
  /**
   * Keyword search: split on spaces; every term must occur (case- and accent-insensitive) in
   * the card's name, archetype, suit, element, astrological correspondence or keywords
   * (upright or reversed). "new beginnings" finds cards carrying both words.
   */
  search?: string;
  lang?: string;
}

/** Cards matching the filter, ordered by id; an empty filter gives the whole deck. */
export function listCards(filter: CardFilter = {}): TarotCard[] {
  const suit = filter.suit === undefined || filter.suit === '' ? undefined : parseSuit(filter.suit);
  const terms = fold(filter.search ?? '').split(/\s+/).filter(Boolean);
  if (filter.search !== undefined && filter.search.length > 100) {
    throw new TarotInputError('search', 'search must be at most 100 characters');
  }
  return allCards(filter.lang).filter((card) => {
    if (suit && card.suit !== suit) return false;
    if (terms.length === 0) return true;
    const haystack = fold([
      card.name, card.archetype, card.suit, card.element, card.astrology,
      ...card.keywords.upright, ...card.keywords.reversed,
    ].join(' | '));
    return terms.every((t) => haystack.includes(t));
  });
}
