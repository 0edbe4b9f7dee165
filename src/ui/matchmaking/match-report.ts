/**
 * `<match-report>`: the answer of a match, laid out to read on screen and to print: the total
 * on its verdict scale (`<match-verdict>`), the methods used, both people (`<match-people>`),
 * every koota's bar (`<koota-bars>`) and the doshas with their cancellations (`<dosha-list>`).
 * The Print button prints the page; the page's @media print rules hide everything but this.
 *
 * - `result`: the ashtakoota answer, both Mangal dosha answers and the two births entered.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Birth } from '../shared/birth-form';
import { controls, tokens } from '../theme';
import { MILAN_OPTIONS } from './milan-options';
import type { MangalAnswer, MatchAnswer } from './types';
import './dosha-list';
import './koota-bars';
import './match-people';
import './match-verdict';

export interface MatchResult { answer: MatchAnswer; boyMangal: MangalAnswer; girlMangal: MangalAnswer; groom: Birth; bride: Birth }

const LABEL = new Map(MILAN_OPTIONS.map((o) => [o.name, o.label]));
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export class MatchReport extends LitElement {
  static properties = { result: { attribute: false } };

  declare result: MatchResult | undefined;

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const a = r.answer;
    const porutham = a.method === 'porutham';
    const opts = Object.entries(a.options).map(([k, v]) => `${LABEL.get(k) ?? k}: ${v.replace(/_/g, ' ')}`).join(' · ');
    return html`
      <p class="print-only">Akasha · matchmaking summary · groom born ${r.groom.date} ${r.groom.time}, ${r.groom.place.name}; bride born ${r.bride.date} ${r.bride.time}, ${r.bride.place.name}</p>
      <section class="panel summary" aria-labelledby="score-h">
        <h2 id="score-h">${porutham ? 'Porutham (ten poruthams)' : 'Ashtakoota (Guna Milan)'}</h2>
        <match-verdict .answer=${a}></match-verdict>
        <div class="summary-foot">
          <p class="muted methods">Methods: ${opts} · Mangal dosha houses: ${r.boyMangal.method} · Ayanamsa: ${a.ayanamsa} ${a.ayanamsa_value.toFixed(4)}°</p>
          <button type="button" class="secondary print" @click=${() => window.print()}>Print summary</button>
        </div>
      </section>
      <section class="panel" aria-labelledby="people-h">
        <h3 id="people-h">Groom and bride</h3>
        <match-people .boy=${a.boy} .girl=${a.girl} .boyPlace=${r.groom.place.name} .girlPlace=${r.bride.place.name}></match-people>
      </section>
      <section class="panel" aria-labelledby="kootas-h">
        <h3 id="kootas-h">${porutham ? 'The ten poruthams' : 'The eight kootas'} <span class="muted">(${fmt(a.total)} of ${a.max})</span></h3>
        <koota-bars .kootas=${a.kootas}></koota-bars>
      </section>
      <section class="panel" aria-labelledby="doshas-h">
        <h3 id="doshas-h">Doshas and their cancellations</h3>
        <dosha-list .doshas=${a.doshas} .boyMangal=${r.boyMangal} .girlMangal=${r.girlMangal} exceptions=${a.options.exceptions ?? 'report'}></dosha-list>
      </section>
      <p class="muted note">${a.note}</p>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; min-width: 0; }
    .panel { min-width: 0; }
    .summary-foot { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: end; gap: 0.5rem 1rem; margin-top: 0.75rem; }
    .methods { font-size: 0.84rem; margin: 0; flex: 1 1 20rem; }
    .note { font-size: 0.84rem; margin: 0; }
    .print-only { display: none; }
    @media (max-width: 760px) { .panel { padding: 0.75rem; } }
    @media print {
      :host { gap: 0.6rem; }
      .print-only { display: block; margin: 0; font-size: 0.85rem; }
      button.print { display: none; }
      .panel { border: 0; padding: 0; }
    }
  `];
}

customElements.define('match-report', MatchReport);

declare global {
  interface HTMLElementTagNameMap {
    'match-report': MatchReport;
  }
}
