/** Shapes of the tarot deck data (content/tarot/<lang>.ts) and of draws. */

export type Suit = 'Major Arcana' | 'Wands' | 'Cups' | 'Pentacles' | 'Swords';
export type Arcana = 'major' | 'minor';
export type Element = 'Fire' | 'Water' | 'Air' | 'Earth';
export type YesNo = 'yes' | 'no' | 'maybe';
export type Orientation = 'upright' | 'reversed';

/** One card as authored. */
export interface TarotCard {
  /** 0-77: 0-21 Major Arcana Fool..World, 22-35 Wands, 36-49 Cups, 50-63 Pentacles, 64-77 Swords. */
  id: number;
  name: string;
  arcana: Arcana;
  suit: Suit;
  /** Major: 0-21. Minor: 1 Ace, 2-10, 11 Page, 12 Knight, 13 Queen, 14 King. */
  number: number;
  /** "0", "I".."XXI" for majors; "Ace", "Two".."Ten", "Page", "Knight", "Queen", "King" for minors. */
  rank: string;
  /** A short name for the figure the card shows: "The Beginner". */
  archetype: string;
  element: Element;
  /** Golden Dawn correspondence: a planet, sign, element or decan ("Mars in Aries"). */
  astrology: string;
  /** Tendency of the card upright when asked a yes/no question. */
  yes_no: YesNo;
  keywords: { upright: string[]; reversed: string[] };
  /** Meaning upright, 2-3 sentences. */
  upright: string;
  /** Meaning reversed, 2-3 sentences. */
  reversed: string;
  /** The simple emblem drawn on the project's SVG card face. */
  emblem: string;
}

/** Authored text around spreads: position meanings and topic lenses. */
export interface SpreadPositionText {
  key: string;
  name: string;
  description: string;
}

export type SpreadKind = 'single' | 'three' | 'celtic';
export type Topic = 'general' | 'love' | 'career' | 'finance' | 'spiritual' | 'health';

export interface TarotContent {
  lang: string;
  cards: TarotCard[];
  spreads: Record<SpreadKind, { name: string; description: string; positions: SpreadPositionText[] }>;
  /** Per topic: a short lens phrase used inside reading sentences, and a note on the topic. */
  topics: Record<Topic, { lens: string; note: string }>;
  /**
   * Sentence templates with {placeholders}: `reading` ({position}, {card}, {orientation},
   * {keywords}, {lens}) for each spread position; `yes_no` by case ({card}, {keywords}).
   */
  templates: {
    reading: string;
    yes_no: Record<YesNoCase, string>;
  };
}

/** The six ways a yes/no answer comes about: orientation and the card's tendency. */
export type YesNoCase =
  | 'upright_yes' | 'upright_maybe' | 'upright_no'
  | 'reversed_yes' | 'reversed_maybe' | 'reversed_no';
