/**
 * Yes/no reading: one card drawn exactly as a single-card spread with the same seed.
 *
 * Rule: upright, the answer is the card's tendency (yes, maybe or no). Reversed, the answer
 * moves one step down the scale yes > maybe > no: yes -> maybe, maybe -> no, no stays no.
 * The question, when given, is echoed but does not change the draw: the seed alone decides.
 */
import { servedTarotLang, tarotContent } from './deck';
import { drawCards } from './draw';
import { cardInDraw, fill, keywordPhrase, type CardInDraw } from './reading';
import type { Seed } from './rng';
import type { YesNo, YesNoCase } from './types';

export const YES_NO_RULE =
  'upright: the card\'s yes/no tendency; reversed: one step down the scale yes > maybe > no (yes -> maybe, maybe -> no, no -> no)';

/** The answer for a tendency and orientation. */
export function yesNoAnswer(tendency: YesNo, reversed: boolean): YesNo {
  if (!reversed) return tendency;
  return tendency === 'yes' ? 'maybe' : 'no';
}

export interface YesNoReading {
  question: string | null;
  answer: YesNo;
  /** The card's tendency upright, before the orientation was applied. */
  tendency: YesNo;
  rule: string;
  reasoning: string;
  seed: Seed;
  seed_generated: boolean;
  lang: string;
  card: CardInDraw;
}

export interface YesNoOptions {
  seed?: Seed;
  question?: string;
  lang?: string;
}

/** One card and its answer. Throws TarotInputError for a bad seed. */
export function yesNo(options: YesNoOptions = {}): YesNoReading {
  const lang = servedTarotLang(options.lang);
  const content = tarotContent(lang);
  const draw = drawCards(1, options.seed);
  const first = draw.cards[0];
  if (!first) throw new RangeError('draw of one card returned none');
  const card = cardInDraw(first.id, first.reversed, lang);
  const tendency = card.card.yes_no;
  const answer = yesNoAnswer(tendency, card.reversed);
  const key = `${card.orientation}_${tendency}` as YesNoCase;
  return {
    question: options.question && options.question.trim() !== '' ? options.question.trim() : null,
    answer,
    tendency,
    rule: YES_NO_RULE,
    reasoning: fill(content.templates.yes_no[key], { card: card.card.name, keywords: keywordPhrase(card.keywords) }),
    seed: draw.seed,
    seed_generated: draw.seed_generated,
    lang,
    card,
  };
}
