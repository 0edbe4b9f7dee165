/**
 * `<slot-factors>`: one slot opened: when it is (local time at the place), its score and grade,
 * every factor of spec 2.2 (name, value, weight, score, ok) with a bar of score against weight,
 * and the slot's warnings. The score is 100 x (sum of factor scores) / (sum of weights).
 *
 * - `value: Slot`: a window of /v1/muhurta/best-time.
 * - `tz`: the zone the local times are in.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { type Slot, dayLabel, gradeColors, hhmm } from './grades';

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const factorName = (s: string) => { const t = s.replace(/_/g, ' '); return t[0]!.toUpperCase() + t.slice(1); };

export class SlotFactors extends LitElement {
  static properties = { value: { attribute: false }, tz: {} };

  declare value: Slot | undefined;
  declare tz: string;

  constructor() {
    super();
    this.tz = '';
  }

  override render() {
    const s = this.value;
    if (!s) return nothing;
    const sumW = s.factors.reduce((a, f) => a + f.weight, 0);
    const sumS = s.factors.reduce((a, f) => a + f.score, 0);
    return html`
      <p class="when"><strong>${dayLabel(s.start_local.slice(0, 10), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</strong>,
        ${hhmm(s.start_local)}-${hhmm(s.end_local)} <span class="muted">${this.tz} (${s.start_iso.slice(11, 16)}-${s.end_iso.slice(11, 16)} UTC)</span></p>
      <p class="verdict"><span class="score ${s.grade}" data-score=${s.score}><strong>${s.score}</strong> of 100 · ${s.grade}</span>
        ${s.is_acceptable ? html`<span class="ok">acceptable for the purpose (60 or more)</span>` : html`<span class="error">not acceptable (below 60)</span>`}</p>
      <div class="scroll">
        <table class="factors">
          <caption class="muted">Factors: each scores up to its weight; ok when at least half</caption>
          <thead><tr><th scope="col">Factor</th><th scope="col">Value</th><th scope="col" class="num">Weight</th><th scope="col" class="num">Score</th><th scope="col">OK</th></tr></thead>
          <tbody>
            ${s.factors.map((f) => html`<tr data-factor=${f.name} class=${f.ok ? 'is-ok' : 'not-ok'}>
              <th scope="row">${factorName(f.name)}</th>
              <td class="value">${f.value}</td>
              <td class="num weight">${fmt(f.weight)}</td>
              <td class="num score"><span class="bar" aria-hidden="true"><span style="width: ${f.weight ? (100 * f.score) / f.weight : 0}%"></span></span>${fmt(f.score)}<span class="of"> of ${fmt(f.weight)}</span></td>
              <td class="okc">${f.ok ? html`<span class="ok">✓ yes</span>` : html`<span class="error">✗ no</span>`}</td>
            </tr>`)}
          </tbody>
          <tfoot><tr><th scope="row">Total</th><td class="muted value">100 × ${fmt(sumS)} / ${fmt(sumW)} = ${s.score}</td><td class="num weight">${fmt(sumW)}</td><td class="num score">${fmt(sumS)}<span class="of"> of ${fmt(sumW)}</span></td><td class="okc"></td></tr></tfoot>
        </table>
      </div>
      ${s.warnings?.length ? html`<div class="warnings" role="note"><h4>Warnings</h4><ul>${s.warnings.map((w) => html`<li>${w}</li>`)}</ul></div>`
        : html`<p class="muted">No warnings for this slot.</p>`}
    `;
  }

  static styles = [tokens, controls, gradeColors, css`
    :host { display: grid; gap: 0.6rem; }
    p { margin: 0; }
    .verdict { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: center; }
    .score { border-radius: 999px; padding: 0.15rem 0.7rem; }
    .score strong { font-size: 1.2rem; }
    .excellent { background: var(--g-excellent); color: var(--g-excellent-text); }
    .good { background: var(--g-good); color: var(--g-good-text); }
    .acceptable { background: var(--g-acceptable); color: var(--g-acceptable-text); }
    .inauspicious { background: var(--g-inauspicious); color: var(--g-inauspicious-text); }
    .scroll { overflow-x: auto; }
    caption { text-align: left; font-size: 0.84rem; padding-bottom: 0.3rem; }
    th[scope='row'] { color: var(--ak-text); white-space: nowrap; }
    .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .bar { display: inline-block; width: 2.5rem; height: 0.45rem; margin-right: 0.4rem; background: var(--ak-surface-2); border-radius: 999px; overflow: hidden; vertical-align: middle; }
    .bar span { display: block; height: 100%; background: var(--ak-ok); }
    tr.not-ok .bar span { background: var(--ak-error); }
    tfoot th, tfoot td { border-bottom: 0; font-weight: 600; }
    .of { display: none; }
    /* A phone: each factor is a small card (name and ok; the value; score of weight with its bar). */
    @media (max-width: 560px) {
      table.factors thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
      table.factors, table.factors tbody, table.factors tfoot { display: block; }
      table.factors caption { display: block; }
      table.factors tr { display: grid; grid-template-columns: 1fr auto; grid-template-areas: 'name ok' 'value score'; gap: 0.1rem 0.75rem; padding: 0.4rem 0; border-bottom: 1px solid var(--ak-border); }
      table.factors th, table.factors td { border: 0; padding: 0; }
      table.factors th { grid-area: name; }
      table.factors .value { grid-area: value; }
      table.factors .weight { display: none; }
      table.factors .score { grid-area: score; align-self: end; }
      table.factors .okc { grid-area: ok; text-align: right; }
      .of { display: inline; color: var(--ak-muted); }
    }
    .warnings { border-left: 4px solid var(--ak-warn); padding: 0.3rem 0.75rem; background: color-mix(in srgb, var(--ak-warn) 8%, transparent); }
    .warnings h4 { margin: 0 0 0.25rem; font-size: 0.95rem; }
    .warnings ul { margin: 0; padding-left: 1.1rem; }
  `];
}

customElements.define('slot-factors', SlotFactors);

declare global {
  interface HTMLElementTagNameMap {
    'slot-factors': SlotFactors;
  }
}
