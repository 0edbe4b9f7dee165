/**
 * The tarot pages' typed calls to /v1/tarot/* through the engine Worker. The answer shapes are
 * the engine's own types (src/engine/tarot), with `seed` as the API returns it (a number).
 */
import type { CardInDraw, DailyCard, Spread, SpreadKind, TarotCard, Topic } from '../../engine/tarot';
import { engine } from '../../worker/client';

export type { CardInDraw, SpreadKind, TarotCard, Topic };
export type SpreadAnswer = Omit<Spread, 'seed'> & { seed: number };
export type SpreadCardAnswer = SpreadAnswer['cards'][number];
export type DailyAnswer = DailyCard;
export interface CardsAnswer {
  count: number;
  suit: string | null;
  search: string | null;
  cards: TarotCard[];
}

/** GETs a /v1 path through the Worker; a non-200 answer throws with the API's message. */
export async function v1<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) {
    const e = (res.body as { error?: { message?: string } } | undefined)?.error;
    throw new Error(e?.message ?? `${path}: status ${res.status}`);
  }
  return res.body as T;
}

/** The three spreads the table offers, in the order shown. */
export const SPREADS: readonly { kind: SpreadKind; label: string }[] = [
  { kind: 'single', label: 'Single card' },
  { kind: 'three', label: 'Past, present, future' },
  { kind: 'celtic', label: 'Celtic Cross (10 cards)' },
];

export const TOPIC_LABELS: Record<Topic, string> = {
  general: 'General', love: 'Love', career: 'Career', finance: 'Finance', spiritual: 'Spiritual', health: 'Health',
};
