/**
 * `<koota-bars>`: the kootas of a match as bars. Each row is one koota (or porutham): its points
 * against its maximum (the track is as long as the koota weighs: Nadi's 8 points the longest,
 * Varna's 1 the shortest), the groom's and the bride's attribute, and the rule that gave the
 * points, all as the engine answered them. A koota whose dosha is cancelled by a named exception
 * says so.
 *
 * - `kootas: Record<string, KootaResult>`: the `kootas` of /v1/milan/ashtakoota, in its order.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { ATTRIBUTE, type KootaResult, kootaName } from './types';

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export class KootaBars extends LitElement {
  static properties = { kootas: { attribute: false } };

  declare kootas: Record<string, KootaResult>;

  constructor() {
    super();
    this.kootas = {};
  }

  private row(id: string, k: KootaResult, widest: number) {
    const name = kootaName(id);
    const frac = k.max > 0 ? k.points / k.max : 0;
    const level = frac >= 1 ? 'full' : frac <= 0 ? 'none' : 'part';
    const attr = ATTRIBUTE[id] ?? 'attribute';
    return html`
      <li data-koota=${id} data-points=${k.points} data-max=${k.max} class=${level}>
        <div class="head">
          <span class="name">${name}</span>
          <span class="pts"><strong>${fmt(k.points)}</strong> of ${fmt(k.max)}</span>
        </div>
        <div class="track" style="width: ${(100 * k.max) / widest}%" role="meter" aria-valuemin="0" aria-valuemax=${k.max}
          aria-valuenow=${k.points} aria-label=${name} aria-valuetext="${fmt(k.points)} of ${fmt(k.max)} points">
          <span class="fill" style="width: ${100 * frac}%"></span>
        </div>
        <p class="who">
          <span>Groom's ${attr}: <b class="boy">${k.boy}</b></span>
          <span>Bride's ${attr}: <b class="girl">${k.girl}</b></span>
        </p>
        <p class="rule">${k.rule}</p>
        ${k.cancelled === undefined ? nothing : html`<p class="badge ${k.cancelled ? 'cancelled' : 'dosha'}">${k.cancelled ? 'Dosha cancelled by a named exception' : 'Dosha: no exception applies'}</p>`}
      </li>`;
  }

  override render() {
    const entries = Object.entries(this.kootas);
    const widest = Math.max(1, ...entries.map(([, k]) => k.max));
    return html`<ol class="kootas">${entries.map(([id, k]) => this.row(id, k, widest))}</ol>`;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; }
    li { display: grid; gap: 0.25rem; padding: 0.6rem 0.75rem; border: 1px solid var(--ak-border); border-radius: 8px; background: var(--ak-surface); break-inside: avoid; }
    .head { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; }
    .name { font-weight: 600; }
    .pts { font-variant-numeric: tabular-nums; }
    .pts strong { font-size: 1.1rem; }
    .track { height: 0.8rem; min-width: 1.5rem; border-radius: 999px; background: var(--ak-surface-2); border: 1px solid var(--ak-border); overflow: hidden; box-sizing: border-box; }
    .fill { display: block; height: 100%; background: var(--ak-gold); }
    li.full .fill { background: var(--ak-ok); }
    li.none .pts strong { color: var(--ak-error); }
    .who { margin: 0; display: flex; flex-wrap: wrap; gap: 0.15rem 1.25rem; font-size: 0.9rem; }
    .rule { margin: 0; font-size: 0.86rem; color: var(--ak-muted); line-height: 1.4; }
    .badge { margin: 0; font-size: 0.82rem; font-weight: 600; }
    .badge.cancelled { color: var(--ak-ok); }
    .badge.dosha { color: var(--ak-error); }
    @media print {
      li { border-color: #999; padding: 0.3rem 0.5rem; }
      .track, .fill { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
    }
  `];
}

customElements.define('koota-bars', KootaBars);

declare global {
  interface HTMLElementTagNameMap {
    'koota-bars': KootaBars;
  }
}
