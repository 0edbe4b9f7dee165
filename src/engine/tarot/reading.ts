/** A drawn card with the text for its orientation: shared by spreads, the daily card and yes/no. */
import { getCard } from './deck';
import type { Orientation, TarotCard } from './types';

export interface CardInDraw {
  orientation: Orientation;
  reversed: boolean;
  /** Meaning for the orientation drawn (the card's upright or reversed text). */
  meaning: string;
  /** Keywords for the orientation drawn. */
  keywords: string[];
  card: TarotCard;
}

/** The card `id` in an orientation, with that orientation's meaning and keywords. */
export function cardInDraw(id: number, reversed: boolean, lang: string): CardInDraw {
  const card = getCard(id, lang);
  return {
    orientation: reversed ? 'reversed' : 'upright',
    reversed,
    meaning: reversed ? card.reversed : card.upright,
    keywords: [...(reversed ? card.keywords.reversed : card.keywords.upright)],
    card,
  };
}

/** Fills {name} placeholders of a template. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "a, b and c" from the first three keywords. */
export function keywordPhrase(keywords: readonly string[]): string {
  const k = keywords.slice(0, 3);
  if (k.length <= 1) return k[0] ?? '';
  return `${k.slice(0, -1).join(', ')} and ${k[k.length - 1]}`;
}
