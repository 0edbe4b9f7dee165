/**
 * The rows of `<panchang-timeline>`, from /v1/panchang/advanced and /v1/panchang/hora: for each
 * window its name, its times as text, and its bars (instants in epoch milliseconds, a tone, a
 * short label); Choghadiya and hora also carry a table of their slots. No astronomy here.
 */
import { type TemplateResult, html } from 'lit';
import { type AdvancedAnswer, type Hora, type NamedWin, type Win, dayNote, hm } from './panchang-data';

export type Tone = 'good' | 'bad' | 'neutral' | 'limb' | 'day' | 'night';
export interface Seg { start: number; end: number; label: string; title: string; tone: Tone }
export interface Row { id: string; name: string; when: string; segs: Seg[]; detail?: TemplateResult }

const GLYPH: Record<string, string> = { Sun: '☉', Moon: '☽', Mars: '♂', Mercury: '☿', Jupiter: '♃', Venus: '♀', Saturn: '♄' };
export const ms = (iso: string) => Date.parse(iso);

/** "07:53–09:17", with the other civil date where a time falls on one: "05:10 (21 Oct)–06:57 (21 Oct)". */
export function span(w: { start_local: string; end_local: string }, date: string): string {
  return `${hm(w.start_local)}${dayNote(w.start_local, date)}–${hm(w.end_local)}${dayNote(w.end_local, date)}`;
}

/** The timeline's rows, top to bottom (the day must have a sunrise and a next sunrise). */
export function timelineRows(d: AdvancedAnswer, horas: Hora[]): Row[] {
  const date = d.date;
  const w = d.windows;
  const one = (id: string, name: string, win: Win | null, tone: Tone): Row => ({
    id, name, when: win ? span(win, date) : 'not this day',
    segs: win ? [{ start: ms(win.start_iso), end: ms(win.end_iso), label: '', title: `${name} ${span(win, date)}`, tone }] : [],
  });
  const many = <T extends Win>(id: string, name: string, wins: T[], tone: Tone, what?: (x: T) => string): Row => ({
    id, name, when: wins.length ? wins.map((x) => span(x, date)).join(', ') : 'none this day',
    segs: wins.map((x) => ({ start: ms(x.start_iso), end: ms(x.end_iso), label: '', title: `${name}${what ? ` (${what(x)})` : ''} ${span(x, date)}`, tone })),
  });
  const limb = (id: string, name: string, list: { name: string; paksha?: string; start_iso: string; end_iso: string; start_local: string; end_local: string }[]): Row => ({
    id, name, when: list.map((x, i) => (i < list.length - 1 ? `${x.name} till ${hm(x.end_local)}${dayNote(x.end_local, date)}` : `then ${x.name}`)).join(', ').replace(/^then /, ''),
    segs: list.map((x, i) => ({ start: ms(x.start_iso), end: ms(x.end_iso), label: x.name, title: `${x.paksha ? `${x.paksha} ` : ''}${x.name} ${span(x, date)}`, tone: i % 2 ? 'neutral' : 'limb' })),
  });
  const cho = d.choghadiya ? [...d.choghadiya.day_slots, ...d.choghadiya.night_slots] : [];
  const table = (caption: string, list: (NamedWin | Hora)[], name: (x: NamedWin | Hora) => string) => html`
    <details><summary>${caption}</summary>
      <table><thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">${caption.startsWith('Hora') ? 'Lord' : 'Choghadiya'}</th><th scope="col">Quality</th></tr></thead>
        <tbody>${list.map((x) => html`<tr class=${x.quality ?? ''}><td>${hm(x.start_local)}${dayNote(x.start_local, date)}</td><td>${hm(x.end_local)}${dayNote(x.end_local, date)}</td><td>${name(x)}</td><td>${x.quality}</td></tr>`)}</tbody>
      </table></details>`;
  const sr = d.sunrise!, ss = d.sunset, nx = d.next_sunrise!;
  return [
    {
      id: 'day', name: 'Day and night', when: `sunrise ${hm(sr.local)}, sunset ${hm(ss?.local)}`,
      segs: ss ? [
        { start: sr.epoch_ms, end: ss.epoch_ms, label: 'Day', title: `Day ${hm(sr.local)}–${hm(ss.local)}`, tone: 'day' },
        { start: ss.epoch_ms, end: nx.epoch_ms, label: 'Night', title: `Night ${hm(ss.local)}–${hm(nx.local)}${dayNote(nx.local, date)}`, tone: 'night' },
      ] : [],
    },
    limb('tithi', 'Tithi', d.tithi_transitions),
    limb('nakshatra', 'Nakshatra', d.nakshatra_transitions),
    limb('yoga', 'Yoga', d.yoga_transitions),
    limb('karana', 'Karana', d.karana_transitions),
    one('brahma_muhurat', 'Brahma Muhurta', w.brahma_muhurat, 'good'),
    one('abhijit', 'Abhijit', w.abhijit, 'good'),
    many('amrit_kalam', 'Amrit Kalam', w.amrit_kalam, 'good', (x) => `of ${x.based_on_nakshatra}`),
    one('pradosh_kaal', 'Pradosh Kaal', w.pradosh_kaal, 'neutral'),
    one('rahu_kaal', 'Rahu Kaal', w.rahu_kaal, 'bad'),
    one('yamaganda', 'Yamaganda', w.yamaganda, 'bad'),
    one('gulika', 'Gulika Kaal', w.gulika, 'bad'),
    many('durmuhurta', 'Durmuhurta', w.durmuhurta, 'bad'),
    many('varjyam', 'Varjyam', w.varjyam, 'bad', (x) => `of ${x.based_on_nakshatra}`),
    {
      id: 'choghadiya', name: 'Choghadiya', when: cho.length ? '8 by day, 8 by night' : 'not this day',
      segs: cho.map((c) => ({ start: ms(c.start_iso), end: ms(c.end_iso), label: c.name, title: `${c.name} (${c.quality}) ${span(c, date)}`, tone: (c.quality as Tone) ?? 'neutral' })),
      detail: cho.length ? table('Choghadiya slots', cho, (x) => ('name' in x ? x.name : '')) : undefined,
    },
    {
      id: 'hora', name: 'Hora', when: horas.length ? `${horas.length} planetary hours` : 'not this day',
      segs: horas.map((h) => ({ start: ms(h.start_iso), end: ms(h.end_iso), label: GLYPH[h.planet] ?? h.planet.slice(0, 2), title: `${h.planet} hora ${span(h, date)}`, tone: h.quality as Tone })),
      detail: horas.length ? table('Hora lords', horas, (x) => `${GLYPH[(x as Hora).planet] ?? ''} ${(x as Hora).planet}`) : undefined,
    },
  ];
}
