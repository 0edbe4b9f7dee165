/**
 * `<muhurta-heatmap>`: the scanned dates as a calendar (weeks from Monday), each date coloured by
 * the grade of its best slot and showing that slot's score, with a legend of the four grades.
 * A date is a scanned date of /v1/muhurta/best-time: its slots start from 00:00 UTC of that date.
 * Dates still being scanned show an ellipsis; a date with no daylight slot shows a dash.
 *
 * - `days: DayCell[]`: the scanned dates in order.
 * - `selected`: the date whose slot is open (marked).
 *
 * @fires slot-open - `CustomEvent<Slot>` when a date is chosen: its best slot (bubbles, composed).
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { GRADES, type Slot, dayLabel, gradeColors, hhmm } from './grades';

export interface DayCell {
  /** YYYY-MM-DD, the scanned date. */
  date: string;
  state: 'pending' | 'done' | 'error';
  /** The date's best slot; null when no slot of the date starts in daylight. */
  slot?: Slot | null;
  error?: string;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export class MuhurtaHeatmap extends LitElement {
  static properties = { days: { attribute: false }, selected: {} };

  declare days: DayCell[];
  declare selected: string | undefined;

  constructor() {
    super();
    this.days = [];
  }

  private open(c: DayCell): void {
    if (!c.slot) return;
    this.dispatchEvent(new CustomEvent<Slot>('slot-open', { detail: c.slot, bubbles: true, composed: true }));
  }

  private cell(c: DayCell, i: number) {
    const d = new Date(`${c.date}T00:00:00Z`).getUTCDate();
    const showMonth = i === 0 || d === 1;
    const grade = c.slot ? c.slot.grade : 'none';
    const full = dayLabel(c.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const what = c.state === 'pending' ? 'still being scanned' : c.state === 'error' ? `not scanned: ${c.error ?? 'error'}`
      : c.slot ? `best slot ${c.slot.score}, ${c.slot.grade}, ${hhmm(c.slot.start_local)} to ${hhmm(c.slot.end_local)} local` : 'no slot starts in daylight';
    return html`<td>
      <button type="button" class="day ${grade} ${c.state}" data-date=${c.date} data-grade=${grade} data-score=${c.slot?.score ?? nothing}
        aria-label="${full}: ${what}" aria-pressed=${this.selected === c.date ? 'true' : 'false'} ?disabled=${!c.slot} @click=${() => this.open(c)}>
        <span class="d">${showMonth ? dayLabel(c.date, { day: 'numeric', month: 'short' }) : d}</span>
        <span class="s">${c.state === 'pending' ? '…' : c.slot ? c.slot.score : '–'}</span>
      </button></td>`;
  }

  override render() {
    const days = this.days;
    if (!days.length) return nothing;
    const lead = weekdayOf(days[0]!.date);
    const cells = [...Array.from({ length: lead }, () => null), ...days];
    const weeks: (DayCell | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    let n = 0;
    return html`
      <table>
        <caption>${days.length} scanned ${days.length === 1 ? 'date' : 'dates'}, each coloured by its best slot's score</caption>
        <thead><tr>${WEEKDAYS.map((w) => html`<th scope="col">${w}</th>`)}</tr></thead>
        <tbody>${weeks.map((w) => html`<tr>${w.map((c) => (c ? this.cell(c, n++) : html`<td class="pad"></td>`))}</tr>`)}</tbody>
      </table>
      <ul class="legend" aria-label="Grades">
        ${GRADES.map((g) => html`<li><span class="sw ${g.id}"></span>${g.label} <span class="muted">${g.range}</span></li>`)}
        <li><span class="sw none"></span>No daylight slot</li>
      </ul>
    `;
  }

  static styles = [tokens, controls, gradeColors, css`
    :host { display: block; }
    table { table-layout: fixed; border-collapse: separate; border-spacing: 4px; width: 100%; max-width: 34rem; margin: 0 -4px; }
    caption { text-align: left; font-size: 0.86rem; color: var(--ak-muted); padding: 0 4px 0.3rem; }
    th { text-align: center; font-size: 0.78rem; padding: 0; border: 0; }
    td { padding: 0; border: 0; }
    .day {
      width: 100%; aspect-ratio: 1 / 1; min-height: 2.6rem; padding: 0.2rem; border-radius: 8px; display: flex; flex-direction: column;
      justify-content: space-between; align-items: stretch; border: 1px solid var(--ak-border); color: var(--ak-text); background: var(--ak-surface);
    }
    .day:disabled { opacity: 1; cursor: default; }
    .d { font-size: 0.72rem; text-align: left; line-height: 1.1; }
    .s { font-size: 1.05rem; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; line-height: 1.1; }
    .day.pending { border-style: dashed; color: var(--ak-muted); }
    .day[aria-pressed='true'] { outline: 3px solid var(--ak-accent); outline-offset: 1px; }
    .excellent { background: var(--g-excellent); color: var(--g-excellent-text); border-color: transparent; }
    .good { background: var(--g-good); color: var(--g-good-text); border-color: transparent; }
    .acceptable { background: var(--g-acceptable); color: var(--g-acceptable-text); border-color: transparent; }
    .inauspicious { background: var(--g-inauspicious); color: var(--g-inauspicious-text); border-color: transparent; }
    .legend { list-style: none; margin: 0.5rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; font-size: 0.84rem; }
    .legend li { display: inline-flex; align-items: center; gap: 0.35rem; }
    .sw { width: 0.9rem; height: 0.9rem; border-radius: 3px; display: inline-block; border: 1px solid var(--ak-border); }
  `];
}

customElements.define('muhurta-heatmap', MuhurtaHeatmap);

declare global {
  interface HTMLElementTagNameMap {
    'muhurta-heatmap': MuhurtaHeatmap;
  }
}
