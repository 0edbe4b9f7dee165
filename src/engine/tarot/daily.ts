/**
 * The daily card: a pure function of the calendar date, the same for every reader and key.
 *
 * Rule: the seed string "akasha-daily:YYYY-MM-DD" goes through the same draw as a spread
 * (draw.ts); the card of the day is the first card dealt and its orientation. When no date is
 * given, "today" is the calendar date in `tz` (IANA name or ±HH:MM, default UTC) at the moment
 * of the call; when a date is given, `tz` plays no part and is only echoed.
 */
import { checkZone, formatDate, offsetMinutesAt, parseDate, ZoneError } from '../time';
import { servedTarotLang } from './deck';
import { drawCards } from './draw';
import { TarotInputError } from './errors';
import { cardInDraw, type CardInDraw } from './reading';

export const DAILY_SEED_PREFIX = 'akasha-daily:';
export const DAILY_METHOD =
  'first card and orientation of the seeded draw for the seed string "akasha-daily:YYYY-MM-DD"; the date is the one given, or today in tz (default UTC)';

export interface DailyOptions {
  /** "YYYY-MM-DD"; default today in `tz`. */
  date?: string;
  /** Zone deciding "today": IANA name or ±HH:MM; default "UTC". */
  tz?: string;
  /** The current instant (tests); default now. */
  now?: Date;
  lang?: string;
}

export interface DailyCard {
  date: string;
  tz: string;
  /** `given` when the date was passed, `today` when it was taken from the clock in `tz`. */
  date_source: 'given' | 'today';
  seed: string;
  method: string;
  lang: string;
  card: CardInDraw;
}

/** Today's calendar date in a zone, "YYYY-MM-DD". Throws TarotInputError (param `tz`). */
export function todayIn(tz: string, now: Date = new Date()): string {
  let offset: number;
  try {
    checkZone(tz);
    offset = offsetMinutesAt(tz, now.getTime());
  } catch (err) {
    if (err instanceof ZoneError) throw new TarotInputError('tz', err.message);
    throw err;
  }
  const local = new Date(now.getTime() + offset * 60000);
  return formatDate({ y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() });
}

/** The card of the day. Throws TarotInputError for a bad `date` or `tz`. */
export function dailyCard(options: DailyOptions = {}): DailyCard {
  const tz = options.tz ?? 'UTC';
  let date: string;
  if (options.date !== undefined) {
    const parsed = parseDate(options.date);
    if (typeof parsed === 'string') throw new TarotInputError('date', `date ${parsed} (got "${options.date}")`);
    // tz is still checked so that a bad zone is reported the same way with or without a date.
    todayIn(tz, options.now);
    date = formatDate(parsed);
  } else {
    date = todayIn(tz, options.now);
  }
  const lang = servedTarotLang(options.lang);
  const seed = `${DAILY_SEED_PREFIX}${date}`;
  const first = drawCards(1, seed).cards[0];
  if (!first) throw new RangeError('draw of one card returned none');
  return {
    date,
    tz,
    date_source: options.date !== undefined ? 'given' : 'today',
    seed,
    method: DAILY_METHOD,
    lang,
    card: cardInDraw(first.id, first.reversed, lang),
  };
}
