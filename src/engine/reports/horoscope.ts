/**
 * Horoscopes for one rashi (Moon sign) with no birth chart: the day's, the week's (Monday to
 * Sunday) or the month's sky counted from the rashi (gochara). The Moon's house gives the day's
 * focus, the slow planets the background; sign changes are exact ingresses. Each day is read at
 * 12:00 in `tz`. The tara of the day needs a birth star, so it is not part of these readings.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { normDeg } from '../ephemeris/ephemeris';
import { signOf } from '../kundli/types';
import { fill, T } from '../narrative/content';
import * as TM from '../narrative/timed';
import { tithiName, paksha, YOGAS } from '../panchang/elements';
import { VARAS } from '../panchang/day';
import { addDays, type CivilDate, daysInMonth, formatDate } from '../time/parse';
import { jdToLocal, localToJd, weekdayOf } from '../time/julian';
import { GrahaTrack, ingressesBetween } from '../transit/ingress';
import { panotiAt } from '../transit/panoti';
import { sadeSatiAt } from '../transit/sade-sati';
import { type Graha, nakshatraPosition, SIGNS } from '../vedic/zodiac';
import { envelope, ORD } from './common';
import { chapter, fromNarrative, kv, para, part, type ReportSection, table } from './document';

export type HoroscopeKind = 'daily' | 'weekly' | 'monthly';
export interface HoroscopeInput { eph: Ephemeris; kind: HoroscopeKind; rashi: number; date: CivilDate; tz: string; ayanamsa: AyanamsaName; lang: string; generatedAt: string; warnings: string[] }

const house = (from: number, to: number) => ((to - from + 12) % 12) + 1;

function dayOf(x: HoroscopeInput, d: CivilDate) {
  const jd = localToJd(d, { h: 12, mi: 0, s: 0 }, x.tz).jd;
  const sun = x.eph.sidereal(jd, 'Sun', x.ayanamsa).lon;
  const moon = x.eph.sidereal(jd, 'Moon', x.ayanamsa).lon;
  const moonSign = signOf(moon);
  const h = house(x.rashi, moonSign);
  const t = Math.min(30, Math.floor(normDeg(moon - sun) / 12) + 1);
  const y = Math.min(27, Math.floor(normDeg(sun + moon) / (360 / 27)) + 1);
  const n = nakshatraPosition(moon);
  return {
    date: formatDate(d), jd, weekday: VARAS[weekdayOf(d.y, d.m, d.d)], moon_sign: SIGNS[moonSign], moon_house: h, nakshatra: n.nakshatra,
    tithi: `${paksha(t)} ${tithiName(t)}`, yoga: YOGAS[y - 1], favourable: T.favourable.Moon.includes(h), chandrashtama: h === 8,
  };
}
type Day = ReturnType<typeof dayOf>;

function ingresses(x: HoroscopeInput, t0: number, t1: number, planets: Graha[]) {
  return planets.flatMap((g) => ingressesBetween(new GrahaTrack(x.eph, g, x.ayanamsa), t0, t1).map((c) => ({
    planet: g, sign: SIGNS[c.to], date: jdToLocal(c.jd, x.tz).slice(0, 16), jd: c.jd, house: house(x.rashi, c.to), motion: c.motion,
  }))).sort((a, b) => a.jd - b.jd);
}

const narr = (group: string, list: { id: string; heading: string; body: string; facts: Record<string, unknown> }[]) => list.map((s) => fromNarrative(s as never, `narrative.${group}`));
const dayTable = (days: Day[]) => table(['Date', 'Day', 'Moon in', 'House', 'Nakshatra', 'Tithi', 'Good'], days.map((d) => [d.date, d.weekday, d.moon_sign, ORD(d.moon_house), d.nakshatra, d.tithi, d.chandrashtama ? 'chandrashtama' : d.favourable]));

export function horoscopeReport(x: HoroscopeInput) {
  const rashi = SIGNS[x.rashi];
  let days: Day[];
  let from: CivilDate, to: CivilDate;
  if (x.kind === 'daily') { from = to = x.date; days = [dayOf(x, x.date)]; }
  else if (x.kind === 'weekly') {
    const wd = weekdayOf(x.date.y, x.date.m, x.date.d);
    from = addDays(x.date, -((wd + 6) % 7));
    to = addDays(from, 6);
    days = Array.from({ length: 7 }, (_, i) => dayOf(x, addDays(from, i)));
  } else {
    from = { y: x.date.y, m: x.date.m, d: 1 };
    to = { y: x.date.y, m: x.date.m, d: daysInMonth(x.date.y, x.date.m) };
    days = Array.from({ length: to.d }, (_, i) => dayOf(x, addDays(from, i)));
  }
  const mid = days[Math.floor((days.length - 1) / 2)];
  const sky = TM.skyAt(x.eph, mid.jd, x.ayanamsa);
  const t0 = localToJd(from, { h: 0, mi: 0, s: 0 }, x.tz).jd, t1 = localToJd(addDays(to, 1), { h: 0, mi: 0, s: 0 }, x.tz).jd;
  const moves = x.kind === 'daily' ? [] : ingresses(x, t0, t1, x.kind === 'weekly' ? ['Sun', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Saturn'] : ['Sun', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Saturn', 'Rahu']);
  const order: Graha[] = ['Saturn', 'Jupiter', 'Rahu', 'Ketu', 'Mars', 'Sun', 'Venus', 'Mercury'];
  const transits = order.map((g) => ({ planet: g, sign: SIGNS[sky.signs[g]], house: house(x.rashi, sky.signs[g]), retro: sky.retro[g], favourable: T.favourable[g].includes(house(x.rashi, sky.signs[g])) }));
  const ss = sadeSatiAt(x.eph, x.rashi, mid.jd, x.ayanamsa);
  const pn = panotiAt(x.eph, x.rashi, mid.jd, x.ayanamsa);
  const period = x.kind === 'daily' ? formatDate(x.date) : `${formatDate(from)} to ${formatDate(to)}`;
  const good = days.filter((d) => d.favourable && !d.chandrashtama);

  const sections: ReportSection[] = [chapter('overview', `${rashi} (Moon sign): ${period}`, [kv([
    ['Rashi', `${rashi} (lord ${['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'][x.rashi]})`], ['Period', period], ['Read at', `12:00 each day, ${x.tz}`],
    ['Sade Sati', ss.status === 'active' ? `running (${ss.phase})` : ss.status === 'paused' ? 'paused' : 'not running'], ['Dhaiya', pn.status === 'active' && pn.kind ? pn.kind : 'not running'],
  ])])];
  if (x.kind === 'daily') {
    const d = days[0];
    sections.push(
      part('day.focus', `Focus: your ${ORD(d.moon_house)} house`, [para(T.horoscope.day_focus[String(d.moon_house) as '1']), para(T.transitPhal.Moon[String(d.moon_house)])]),
      part('day.weekday', d.weekday, [para(T.horoscope.weekday[d.weekday as 'Sunday'])]),
      part('day.panchang', 'The day', [kv([['Moon', `${d.moon_sign}, ${d.nakshatra}`], ['Tithi', d.tithi], ['Yoga', d.yoga], ['Chandrashtama (Moon in the 8th)', d.chandrashtama]])]),
    );
  } else {
    const houses = [...new Set(days.map((d) => d.moon_house))];
    sections.push(part('period.moon', 'The Moon through the period', [
      para(fill(T.horoscope.week_moon_path, { houses: houses.map(ORD).join(', '), first: T.houseNames[String(houses[0])], last: T.houseNames[String(houses[houses.length - 1])] })),
      dayTable(days),
      para(good.length ? fill(T.horoscope.week_good_days, { days: good.map((d) => `${d.weekday} ${d.date}`).join(', ') }) : T.horoscope.week_no_good_days),
    ]));
    sections.push(part('period.ingresses', 'Sign changes', moves.length
      ? moves.map((m) => para(fill(T.horoscope.week_ingress, { planet: m.planet, date: m.date, house: ORD(m.house), text: T.transitPhal[m.planet][String(m.house)] })))
      : [para('No planet from the Sun to Saturn changes sign in this period.')]));
  }
  sections.push(chapter('transits', 'The planets from your rashi', [table(['Planet', 'Sign', 'House', 'R', 'Supportive'], transits.map((t) => [t.planet, t.sign, ORD(t.house), t.retro ? 'R' : '', t.favourable]))]));
  sections.push(...narr('transit', order.map((g) => TM.transitSection(g, sky, x.rashi, 'Moon'))));
  if (x.kind === 'monthly' && ss.status !== 'none' && ss.phase) sections.push(part('sade_sati', `Sade Sati (${ss.phase})`, [para(T.transits.sade_sati[ss.phase])]));
  sections.push(chapter('method', 'How this was computed', [para(`Gochara counted from ${rashi} as the 1st house; sidereal positions (${x.ayanamsa}) at 12:00 ${x.tz}; a supportive Moon is in the 1st, 3rd, 6th, 7th, 10th or 11th house, chandrashtama is the Moon in the 8th. A horoscope for a Moon sign is general: a birth chart reads the same sky against the person's own planets and dashas. Text is authored in English.`)]));

  const kind = x.kind === 'daily' ? 'horoscope_daily' : x.kind === 'weekly' ? 'horoscope_weekly' : 'horoscope_monthly';
  return {
    ...envelope({ kind, lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Rashi: { name: rashi, index: x.rashi }, Period: { from: formatDate(from), to: formatDate(to), tz: x.tz, read_at: '12:00 local time each day' },
    Days: days.map(({ jd: _jd, ...d }) => d), GoodDays: good.map((d) => d.date),
    Transits: transits, Ingresses: moves.map(({ jd: _jd, ...m }) => m),
    SadeSati: { status: ss.status, phase: ss.phase }, Dhaiya: pn.status === 'active' ? pn.kind : null,
  };
}
