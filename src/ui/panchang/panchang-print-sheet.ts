/**
 * `<panchang-print-sheet>`: the month as one printable page, from the `sheet` of
 * /v1/panchang/monthly?include=sheet: a row per day with tithi, nakshatra and yoga and their end
 * times (27:07+ notation), karana, Sun and Moon rise and set, the Hindu month, the festivals,
 * and the skipped (kshaya) tithis and nakshatras. Black on white, no controls.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Place } from '../shared/place-picker';
import { type MonthSheet, type MonthSystem } from './panchang-data';

const short = (t: string | null) => (t ? t.slice(0, 5) : '—');

export class PanchangPrintSheet extends LitElement {
  static properties = {
    sheet: { attribute: false },
    place: { attribute: false },
    monthSystem: { attribute: 'month-system' },
  };

  declare sheet: MonthSheet | undefined;
  declare place: Place | undefined;
  declare monthSystem: MonthSystem;

  constructor() {
    super();
    this.monthSystem = 'purnimanta';
  }

  override render() {
    const s = this.sheet;
    if (!s) return nothing;
    const p = this.place;
    return html`
      <header>
        <h2>${s.title}</h2>
        <p>${p ? html`${p.name} (${Math.abs(p.lat).toFixed(4)}° ${p.lat >= 0 ? 'N' : 'S'}, ${Math.abs(p.lon).toFixed(4)}° ${p.lon >= 0 ? 'E' : 'W'}, ${p.tz}) · ` : nothing}
          Vikram Samvat ${s.vikram_samvat.join('/')} · Shaka ${s.shaka_samvat.join('/')} · ${s.rows[0]?.samvatsara ?? ''} samvatsara ·
          months ${this.monthSystem} · Lahiri ayanamsa</p>
      </header>
      <table>
        <thead><tr>
          <th scope="col">Date</th><th scope="col">Tithi</th><th scope="col">Nakshatra</th><th scope="col">Yoga</th><th scope="col">Karana</th>
          <th scope="col">Sun rise / set</th><th scope="col">Moon rise / set</th><th scope="col">Month</th><th scope="col">Festivals</th>
        </tr></thead>
        <tbody>
          ${s.rows.map((r) => html`<tr data-date=${r.date}>
            <td class="d"><strong>${Number(r.date.slice(8))}</strong> ${r.weekday.slice(0, 3)}</td>
            <td>${r.tithi} <span class="e">${r.tithi_end}</span>${r.vriddhi_tithi ? html` <em>(also next day)</em>` : nothing}
              ${r.kshaya_tithi.map((k) => html`<br /><em>kshaya: ${k}</em>`)}</td>
            <td>${r.nakshatra} <span class="e">${r.nakshatra_end}</span>${r.kshaya_nakshatra.map((k) => html`<br /><em>kshaya: ${k}</em>`)}</td>
            <td>${r.yoga} <span class="e">${r.yoga_end}</span></td>
            <td>${r.karana}</td>
            <td class="n">${short(r.sunrise)} / ${short(r.sunset)}</td>
            <td class="n">${r.moonrise ?? '—'} / ${r.moonset ?? '—'}</td>
            <td>${r.hindu_month} ${r.paksha === 'Shukla' ? 'S' : 'K'}</td>
            <td class="f">${r.festivals.join(', ')}</td>
          </tr>`)}
        </tbody>
      </table>
      <p class="note">${s.notation}. S/K: Shukla/Krishna paksha. Sunrise: centre of the disc, no refraction. Computed by Akasha on this device.</p>
    `;
  }

  static styles = css`
    :host { display: block; color: #000; background: #fff; font-family: system-ui, 'Noto Sans', sans-serif; font-size: 0.78rem; padding: 0.5rem; }
    h2 { font-size: 1.15rem; margin: 0 0 0.2rem; }
    header p { margin: 0 0 0.5rem; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border: 1px solid #888; padding: 0.15rem 0.3rem; text-align: left; vertical-align: top; line-height: 1.25; }
    th { background: #eee; font-weight: 600; }
    .e, .n { font-variant-numeric: tabular-nums; }
    .e { color: #333; }
    .d { white-space: nowrap; }
    .n { white-space: nowrap; }
    .f { font-weight: 600; }
    em { font-style: italic; color: #333; }
    tr { break-inside: avoid; }
    .note { margin: 0.4rem 0 0; font-size: 0.7rem; }
    @media print {
      :host { font-size: 7.5pt; padding: 0; }
      th { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    }
  `;
}

customElements.define('panchang-print-sheet', PanchangPrintSheet);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-print-sheet': PanchangPrintSheet;
  }
}
