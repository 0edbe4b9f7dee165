/**
 * `<panchang-month-grid>`: a Gregorian month as a table, weeks from Sunday. Each day shows its
 * date, the tithi at sunrise with its paksha and end time, the nakshatra, the festivals, the
 * Hindu month where it begins (in the month system asked for), a skipped (kshaya) tithi and a
 * repeated (adhika) one. Today is marked (`aria-current="date"`). Below about 640px of width
 * the table reads as a list, one day per line. Data: one /v1/panchang/monthly?include=sheet.
 *
 * @fires day-select - `CustomEvent<string>` (the date, YYYY-MM-DD) when a day is clicked.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { type MonthDay, type MonthlyAnswer, type SheetRow, WEEKDAYS, MONTH_NAMES } from './panchang-data';

interface Cell { day: MonthDay; row: SheetRow; monthLabel: string | null; adhikaTithi: boolean }

export class PanchangMonthGrid extends LitElement {
  static properties = {
    data: { attribute: false },
    today: {},
    selected: {},
    busy: { type: Boolean },
  };

  declare data: MonthlyAnswer | undefined;
  declare today: string;
  declare selected: string | undefined;
  declare busy: boolean;

  constructor() {
    super();
    this.today = '';
    this.busy = false;
  }

  private cells(d: MonthlyAnswer): Cell[] {
    const rows = d.sheet.rows;
    return d.days.map((day, i) => {
      const row = rows[i]!;
      const prev = rows[i - 1];
      return {
        day, row,
        monthLabel: !prev || prev.hindu_month !== row.hindu_month ? row.hindu_month : null,
        adhikaTithi: !!prev && prev.vriddhi_tithi && prev.tithi === row.tithi,
      };
    });
  }

  private select(date: string): void {
    this.dispatchEvent(new CustomEvent<string>('day-select', { detail: date, bubbles: true, composed: true }));
  }

  private renderCell(c: Cell) {
    const { day, row } = c;
    const dnum = Number(day.date.slice(8));
    const today = day.date === this.today;
    const phase = row.moon_phase === 'full_moon' && day.tithi.index === 15 ? 'Purnima' : day.tithi.index === 30 ? 'Amavasya' : '';
    return html`<td data-date=${day.date} data-hindu-month=${row.hindu_month} aria-current=${today ? 'date' : nothing}
        class=${[today ? 'today' : '', day.date === this.selected ? 'selected' : '', day.tithi.paksha === 'Krishna' ? 'krishna' : 'shukla'].join(' ')}>
      <button type="button" aria-pressed=${day.date === this.selected ? 'true' : 'false'} @click=${() => this.select(day.date)}>
        <span class="top">
          <span class="num">${dnum}</span>
          <span class="wd">${day.vara.name.slice(0, 3)}<span class="sr"> ${MONTH_NAMES[Number(day.date.slice(5, 7)) - 1]}</span></span>
          ${phase ? html`<span class="phase ${phase.toLowerCase()}" title=${phase} aria-hidden="true"></span>` : nothing}
          ${today ? html`<span class="badge today-badge">Today</span>` : nothing}
          ${c.monthLabel ? html`<span class="hmonth">${c.monthLabel}</span>` : nothing}
        </span>
        <span class="tithi"><span class="paksha">${day.tithi.paksha}</span> <span class="tname">${day.tithi.name}</span>
          <span class="until">till ${row.tithi_end}</span>${c.adhikaTithi ? html` <span class="badge adhika">adhika</span>` : nothing}</span>
        ${row.kshaya_tithi.map((t) => html`<span class="kshaya">${t} <span class="badge">kshaya</span></span>`)}
        <span class="nak">${day.nakshatra.name} <span class="until">till ${row.nakshatra_end}</span></span>
        ${row.kshaya_nakshatra.map((n) => html`<span class="kshaya">${n} <span class="badge">kshaya</span></span>`)}
        ${row.festivals.length ? html`<span class="fests">${row.festivals.map((f) => html`<span class="festival">${f}</span>`)}</span>` : nothing}
      </button>
    </td>`;
  }

  override render() {
    const d = this.data;
    if (!d) return html`<p class="muted" role="status">${this.busy ? 'Computing the month…' : ''}</p>`;
    const cells = this.cells(d);
    const lead = cells.length ? cells[0]!.day.vara.index : 0;
    const slots: (Cell | null)[] = [...Array<null>(lead).fill(null), ...cells];
    while (slots.length % 7) slots.push(null);
    const weeks: (Cell | null)[][] = [];
    for (let i = 0; i < slots.length; i += 7) weeks.push(slots.slice(i, i + 7));
    return html`
      <table aria-busy=${this.busy ? 'true' : 'false'}>
        <caption>${MONTH_NAMES[d.month - 1]} ${d.year}: ${d.sheet.hindu_months.join(' / ')}
          (${d.month_system === 'amanta' ? 'amanta' : 'purnimanta'}) · Vikram Samvat ${d.sheet.vikram_samvat.join('/')} · Shaka ${d.sheet.shaka_samvat.join('/')}</caption>
        <thead><tr>${WEEKDAYS.map((w) => html`<th scope="col"><abbr title=${w}>${w.slice(0, 3)}</abbr></th>`)}</tr></thead>
        <tbody>
          ${weeks.map((w) => html`<tr>${w.map((c) => (c ? this.renderCell(c) : html`<td class="empty"></td>`))}</tr>`)}
        </tbody>
      </table>
      <p class="legend muted">Tithi and nakshatra at sunrise with the time they end (local; 27:07+ = 03:07 the next morning).
        <span class="badge">kshaya</span> a tithi or nakshatra that holds no sunrise (skipped); <span class="badge adhika">adhika</span> a tithi that holds two sunrises (repeated).
        Sunrise as the centre of the disc without refraction.</p>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; container-type: inline-size; }
    table { table-layout: fixed; font-size: 0.85rem; }
    caption { text-align: left; font-weight: 600; padding: 0 0 0.5rem; font-size: 1rem; }
    th { text-align: center; padding: 0.3rem; }
    abbr { text-decoration: none; }
    td { padding: 0; border: 1px solid var(--ak-border); height: 1px; }
    td.empty { background: var(--ak-surface-2); }
    td.krishna button { background: color-mix(in srgb, var(--ak-surface-2) 45%, var(--ak-surface)); }
    button {
      all: unset; box-sizing: border-box; display: flex; flex-direction: column; gap: 0.15rem; width: 100%; height: 100%; min-height: 7.5rem;
      padding: 0.35rem 0.4rem; cursor: pointer; color: var(--ak-text); line-height: 1.25; overflow-wrap: anywhere; background: var(--ak-surface);
    }
    button:hover { background: var(--ak-surface-2); }
    button:focus-visible { outline: 3px solid color-mix(in srgb, var(--ak-accent) 55%, transparent); outline-offset: -3px; }
    td.selected button { box-shadow: inset 0 0 0 2px var(--ak-accent); }
    td.today button { box-shadow: inset 0 0 0 3px var(--ak-gold); }
    td.today.selected button { box-shadow: inset 0 0 0 3px var(--ak-gold), inset 0 0 0 5px var(--ak-accent); }
    .top { display: flex; align-items: baseline; gap: 0.35rem; flex-wrap: wrap; }
    .num { font-size: 1.25rem; font-weight: 700; }
    .wd { display: none; color: var(--ak-muted); }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .hmonth { margin-left: auto; font-size: 0.72rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; color: var(--ak-accent); }
    .phase { width: 0.8rem; height: 0.8rem; border-radius: 50%; border: 1.5px solid var(--ak-text); align-self: center; }
    .phase.amavasya { background: #1d1a2e; }
    .phase.purnima { background: var(--ak-gold); border-color: var(--ak-gold); }
    .paksha { color: var(--ak-muted); font-size: 0.78rem; }
    .tname { font-weight: 600; }
    .until { color: var(--ak-muted); font-size: 0.75rem; white-space: nowrap; }
    .nak { font-size: 0.8rem; }
    .kshaya { font-size: 0.75rem; color: var(--ak-warn); }
    .badge { display: inline-block; font-size: 0.66rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.03em; padding: 0 0.25rem; border-radius: 4px; border: 1px solid currentColor; color: var(--ak-warn); }
    .badge.adhika { color: var(--ak-accent); }
    .today-badge { color: var(--ak-gold); }
    .fests { display: flex; flex-direction: column; gap: 0.1rem; margin-top: 0.1rem; }
    .festival { font-size: 0.76rem; font-weight: 600; color: var(--ak-gold); }
    .legend { font-size: 0.8rem; margin: 0.5rem 0 0; line-height: 1.5; }
    @container (max-width: 640px) {
      table, tbody, tr, td { display: block; }
      thead, td.empty { display: none; }
      caption { display: block; }
      td { border-width: 0 0 1px; height: auto; }
      tbody { border-top: 1px solid var(--ak-border); }
      button { min-height: 0; display: grid; grid-template-columns: 3.2rem 1fr; column-gap: 0.6rem; padding: 0.5rem 0.4rem; }
      button > * { grid-column: 2; }
      .top { grid-column: 1; grid-row: 1 / span 6; flex-direction: column; align-items: center; gap: 0.1rem; }
      .wd { display: block; font-size: 0.75rem; }
      .hmonth { margin: 0; font-size: 0.62rem; text-align: center; }
      .tithi { font-size: 0.92rem; }
      .nak { font-size: 0.85rem; }
      .festival { font-size: 0.85rem; }
    }
  `];
}

customElements.define('panchang-month-grid', PanchangMonthGrid);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-month-grid': PanchangMonthGrid;
  }
}
