/**
 * `<panchang-timeline>`: one panchang day, sunrise to the next sunrise (from Brahma Muhurta when
 * it begins before sunrise), with a labelled bar per window: day and night, the four limbs,
 * Brahma Muhurta, Abhijit, Amrit Kalam, Pradosh, Rahu Kaal, Yamaganda, Gulika, Durmuhurta,
 * Varjyam, the 16 Choghadiya and the 24 horas. Every row states its times as text (the bars
 * are a picture of them and hidden from screen readers); Choghadiya and hora have a table.
 * Data: /v1/panchang/advanced and /v1/panchang/hora for the day, passed in.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import type { AdvancedAnswer, Hora } from './panchang-data';
import { ms, timelineRows } from './panchang-timeline-rows';

export class PanchangTimeline extends LitElement {
  static properties = {
    day: { attribute: false },
    horas: { attribute: false },
    now: { type: Number },
  };

  declare day: AdvancedAnswer | undefined;
  declare horas: Hora[];
  /** Epoch milliseconds of "now", drawn when it falls inside the day (0: not drawn). */
  declare now: number;

  constructor() {
    super();
    this.horas = [];
    this.now = 0;
  }

  override render() {
    const d = this.day;
    if (!d) return nothing;
    if (!d.sunrise || !d.next_sunrise) {
      return html`<p class="warn">The Sun does not rise on this day at this place, so there is no sunrise-to-sunrise day to draw: the windows need sunrise and sunset.</p>`;
    }
    const t0 = Math.min(d.sunrise.epoch_ms, d.windows.brahma_muhurat ? ms(d.windows.brahma_muhurat.start_iso) : Infinity);
    const t1 = d.next_sunrise.epoch_ms;
    const pct = (t: number) => Math.min(100, Math.max(0, ((t - t0) / (t1 - t0)) * 100));
    // Local wall time -> instant, with the offset at sunrise (a DST change inside the day shifts the hour marks by its size).
    const offset = Date.parse(`${d.sunrise.local.replace(' ', 'T')}Z`) - d.sunrise.epoch_ms;
    const ticks: { at: number; label: string; midnight: boolean; minor: boolean }[] = [];
    const firstHour = Math.ceil((t0 + offset) / 3_600_000);
    for (let h = firstHour; (h * 3_600_000) - offset <= t1; h++) {
      const local = new Date(h * 3_600_000);
      const hour = local.getUTCHours();
      if (hour % 3 === 0) ticks.push({ at: h * 3_600_000 - offset, label: `${String(hour).padStart(2, '0')}:00`, midnight: hour === 0, minor: hour % 6 !== 0 });
    }
    const rise = pct(d.sunrise.epoch_ms), set = d.sunset ? pct(d.sunset.epoch_ms) : 100;
    const nowPct = this.now >= t0 && this.now <= t1 ? pct(this.now) : null;
    const guides = html`
      <span class="shade" style="left:0;width:${rise}%"></span><span class="shade" style="left:${set}%;width:${100 - set}%"></span>
      ${ticks.filter((t) => t.midnight).map((t) => html`<span class="line midnight" style="left:${pct(t.at)}%"></span>`)}
      ${nowPct !== null ? html`<span class="line now" style="left:${nowPct}%"></span>` : nothing}`;
    return html`
      <div class="axis" aria-hidden="true">
        <span></span>
        <div class="ticks">
          ${ticks.map((t) => {
            const at = pct(t.at);
            return html`<span class="tick ${t.minor ? 'minor' : ''} ${at < 4 ? 'first' : at > 96 ? 'last' : ''}" style="left:${at}%">${t.label}</span>`;
          })}
          ${nowPct !== null ? html`<span class="tick nowlabel" style="left:${nowPct}%">now</span>` : nothing}
        </div>
      </div>
      <ul class="rows" aria-label="Windows of the day, sunrise to next sunrise">
        ${timelineRows(d, this.horas).map((r) => html`
          <li class="row" data-window=${r.id}>
            <span class="name">${r.name}</span>
            <span class="when">${r.when}</span>
            <div class="track" aria-hidden="true">
              ${guides}
              ${r.segs.map((s) => {
                const l = pct(s.start), w = Math.max(0.4, pct(s.end) - l);
                return html`<span class="seg ${s.tone} ${s.start < t0 ? 'cut-start' : ''}" style="left:${l}%;width:${w}%" title=${s.title}>${s.label ? html`<span>${s.label}</span>` : nothing}</span>`;
              })}
            </div>
            ${r.detail ?? nothing}
          </li>`)}
      </ul>
      <p class="legend muted"><span class="key good"></span> auspicious <span class="key bad"></span> inauspicious <span class="key neutral"></span> neutral ·
        shaded: before sunrise and after sunset · dashed: midnight${nowPct !== null ? ' · red: now' : ''}. Times are local, HH:MM.</p>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; container-type: inline-size; --name: 9.5rem; --when: 11rem; }
    .rows { list-style: none; margin: 0; padding: 0; }
    .row, .axis { display: grid; grid-template-columns: var(--name) var(--when) minmax(0, 1fr); align-items: center; column-gap: 0.6rem; }
    .row { padding: 0.3rem 0; border-bottom: 1px solid var(--ak-border); }
    .axis > span { grid-column: 1 / span 2; }
    .name { font-weight: 600; font-size: 0.9rem; }
    .when { font-size: 0.85rem; font-variant-numeric: tabular-nums; }
    .track { position: relative; height: 1.45rem; background: var(--ak-surface-2); border-radius: 4px; overflow: hidden; }
    .ticks { position: relative; height: 1.2rem; font-size: 0.72rem; color: var(--ak-muted); }
    .tick { position: absolute; transform: translateX(-50%); white-space: nowrap; font-variant-numeric: tabular-nums; }
    .tick.first { transform: none; }
    .tick.last { transform: translateX(-100%); }
    .tick.nowlabel { top: 0; color: var(--ak-error); font-weight: 700; background: var(--ak-surface); padding: 0 0.15rem; }
    .shade { position: absolute; top: 0; bottom: 0; background: color-mix(in srgb, var(--ak-text) 10%, transparent); }
    .line { position: absolute; top: 0; bottom: 0; width: 0; border-left: 1px dashed var(--ak-muted); z-index: 2; }
    .line.now { border-left: 2px solid var(--ak-error); }
    .seg {
      position: absolute; top: 2px; bottom: 2px; border-radius: 3px; overflow: hidden; display: flex; align-items: center; justify-content: center;
      font-size: 0.7rem; font-weight: 600; white-space: nowrap; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.12); z-index: 1;
    }
    .seg > span { overflow: hidden; text-overflow: clip; padding: 0 2px; }
    .seg.good { background: #2e9d5b; color: #fff; }
    .seg.bad { background: #c8433a; color: #fff; }
    .seg.neutral { background: #8e8aa6; color: #fff; }
    .seg.limb { background: #5a48c4; color: #fff; }
    .seg.day { background: #f1c75b; color: #3b2a00; }
    .seg.night { background: #2f2a57; color: #e9e6ff; }
    .seg.cut-start { border-top-left-radius: 0; border-bottom-left-radius: 0; }
    details { grid-column: 1 / -1; margin: 0.3rem 0 0.2rem; font-size: 0.85rem; }
    summary { cursor: pointer; color: var(--ak-accent); }
    details table { max-width: 34rem; margin-top: 0.3rem; font-variant-numeric: tabular-nums; }
    tr.good td:nth-child(4) { color: var(--ak-ok); }
    tr.bad td:nth-child(4) { color: var(--ak-error); }
    .legend { font-size: 0.8rem; margin: 0.5rem 0 0; }
    .key { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 2px; vertical-align: -0.1rem; margin-left: 0.4rem; }
    .key.good { background: #2e9d5b; } .key.bad { background: #c8433a; } .key.neutral { background: #8e8aa6; }
    @container (max-width: 640px) {
      .row, .axis { grid-template-columns: minmax(0, auto) minmax(0, 1fr); row-gap: 0.2rem; }
      .axis > span, .tick.minor { display: none; }
      .axis .ticks { grid-column: 1 / -1; }
      .when { text-align: right; }
      .track { grid-column: 1 / -1; }
    }
    @media print {
      .seg { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    }
  `];
}

customElements.define('panchang-timeline', PanchangTimeline);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-timeline': PanchangTimeline;
  }
}
