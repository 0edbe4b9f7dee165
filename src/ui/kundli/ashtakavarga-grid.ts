/**
 * `<ashtakavarga-grid>`: the seven Bhinna ashtakavarga rows (bindus of each graha in the 12
 * signs) and the Sarva row beneath them, from /v1/chart/ashtakvarga. Signs run Aries to Pisces;
 * the lagna's sign is marked. Bindus of 5 or more (BAV) and 28 or more (SAV) stand out, 3 or
 * fewer (BAV) and under 25 (SAV) are pale: the usual thresholds of good and weak signs.
 *
 * Properties: `bhinna` (graha -> 12 bindus), `sarva` (12 bindus, without lagna), `ascendant` (sign index).
 */
import { LitElement, css, html } from 'lit';
import { controls, tokens } from '../theme';
import { SIGN_NAMES } from './kundli-chart';

const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const SHORT = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);

export class AshtakavargaGrid extends LitElement {
  static properties = { bhinna: { attribute: false }, sarva: { attribute: false }, ascendant: { type: Number } };

  declare bhinna: Record<string, number[]>;
  declare sarva: number[];
  declare ascendant: number;

  constructor() {
    super();
    this.bhinna = {};
    this.sarva = [];
    this.ascendant = -1;
  }

  override render() {
    const cls = (v: number, sav: boolean) => (sav ? (v >= 28 ? 'hi' : v < 25 ? 'lo' : '') : v >= 5 ? 'hi' : v <= 3 ? 'lo' : '');
    const head = (i: number) => html`<th scope="col" class=${i === this.ascendant ? 'asc' : ''} title=${SIGN_NAMES[i]!}><abbr title=${SIGN_NAMES[i]!}>${SHORT[i]}</abbr>${i === this.ascendant ? html`<span class="visually-hidden"> (lagna)</span>` : ''}</th>`;
    return html`
      <div class="scroll">
        <table>
          <caption>Ashtakavarga: bindus per sign (Bhinna for each graha, Sarva below; lagna's sign marked)</caption>
          <thead><tr><th scope="col">Graha</th>${SHORT.map((_, i) => head(i))}<th scope="col">Total</th></tr></thead>
          <tbody>
            ${SEVEN.filter((p) => this.bhinna[p]).map((p) => html`<tr data-planet=${p}>
              <th scope="row"><span class="long">${p}</span><abbr class="short" title=${p}>${p.slice(0, 2)}</abbr></th>
              ${this.bhinna[p]!.map((v, i) => html`<td class="${cls(v, false)} ${i === this.ascendant ? 'asc' : ''}">${v}</td>`)}
              <td class="total">${sum(this.bhinna[p]!)}</td>
            </tr>`)}
          </tbody>
          <tfoot>
            <tr data-planet="SAV">
              <th scope="row"><span class="long">Sarva</span><abbr class="short" title="Sarva">SAV</abbr></th>
              ${this.sarva.map((v, i) => html`<td class="${cls(v, true)} ${i === this.ascendant ? 'asc' : ''}">${v}</td>`)}
              <td class="total">${sum(this.sarva)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .scroll { overflow-x: auto; }
    table { font-variant-numeric: tabular-nums; }
    .short { display: none; }
    @media (max-width: 520px) {
      table { font-size: 0.74rem; }
      th, td { padding: 0.25rem 0.08rem; }
      .long { display: none; }
      .short { display: inline; }
    }
    caption { text-align: left; font-size: 0.85rem; color: var(--ak-muted); padding-bottom: 0.35rem; }
    th, td { text-align: center; padding: 0.3rem 0.25rem; }
    th[scope='row'] { text-align: left; }
    abbr { text-decoration: none; }
    .asc { background: color-mix(in srgb, var(--ak-gold) 16%, transparent); }
    .hi { font-weight: 700; color: var(--ak-ok); }
    .lo { color: var(--ak-muted); }
    tfoot td, tfoot th { border-top: 2px solid var(--ak-border); font-weight: 600; }
    .total { font-weight: 600; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    @media print { .hi { color: #000; } .lo { color: #555; } }
  `];
}

customElements.define('ashtakavarga-grid', AshtakavargaGrid);

declare global {
  interface HTMLElementTagNameMap {
    'ashtakavarga-grid': AshtakavargaGrid;
  }
}
