/**
 * `<strength-bars>`: a horizontal bar chart in SVG for the kundli's strengths (shadbala in
 * rupas against each graha's required minimum; bhavabala of the 12 houses). One bar per row,
 * an optional tick for a required value (bars that reach it are drawn solid, the rest pale),
 * the value written at the bar's end. The SVG's title and description list every value.
 *
 * Properties: `rows: BarRow[]`, `unit` ("rupas"), `caption`, `digits` (decimals shown).
 */
import { LitElement, css, html, svg, nothing } from 'lit';
import { tokens } from '../theme';

export interface BarRow {
  label: string;
  value: number;
  /** A required minimum: drawn as a tick, and the bar is marked short of it. */
  required?: number;
}

const W = 400;
const LABEL_W = 78;
const BAR_W = 262;
const ROW_H = 24;

export class StrengthBars extends LitElement {
  static properties = { rows: { attribute: false }, unit: {}, caption: {}, digits: { type: Number } };

  declare rows: BarRow[];
  declare unit: string;
  declare caption: string;
  declare digits: number;

  constructor() {
    super();
    this.rows = [];
    this.unit = '';
    this.caption = '';
    this.digits = 2;
  }

  override render() {
    const max = Math.max(1e-9, ...this.rows.map((r) => Math.max(r.value, r.required ?? 0))) * 1.05;
    const x = (v: number) => LABEL_W + (Math.max(0, v) / max) * BAR_W;
    const h = this.rows.length * ROW_H + 8;
    const f = (v: number) => v.toFixed(this.digits);
    const desc = this.rows.map((r) => `${r.label} ${f(r.value)} ${this.unit}${r.required !== undefined ? ` (required ${f(r.required)}${r.value < r.required ? ', short' : ''})` : ''}`).join('; ');
    return html`
      <svg viewBox="0 0 ${W} ${h}" role="img" aria-labelledby="t d">
        <title id="t">${this.caption}</title>
        <desc id="d">${desc}.</desc>
        ${this.rows.map((r, i) => {
          const y = 4 + i * ROW_H;
          const short = r.required !== undefined && r.value < r.required;
          return svg`<g class="row ${short ? 'short' : ''}" data-label=${r.label}>
            <title>${r.label}: ${f(r.value)} ${this.unit}${r.required !== undefined ? `, required ${f(r.required)}` : ''}</title>
            <text class="label" x=${LABEL_W - 6} y=${y + 16} text-anchor="end">${r.label}</text>
            <rect class="bar" x=${LABEL_W} y=${y + 3} width=${Math.max(1, x(r.value) - LABEL_W)} height=${ROW_H - 8} rx="3" />
            ${r.required !== undefined ? svg`<line class="req" x1=${x(r.required)} x2=${x(r.required)} y1=${y + 1} y2=${y + ROW_H - 3} />` : nothing}
            <text class="value" x=${Math.max(x(r.value), r.required !== undefined ? x(r.required) : 0) + 5} y=${y + 16}>${f(r.value)}</text>
          </g>`;
        })}
      </svg>
      ${this.rows.some((r) => r.required !== undefined) ? html`<p class="key"><span class="tick" aria-hidden="true"></span> required minimum · pale bar: short of it</p>` : nothing}
    `;
  }

  static styles = [tokens, css`
    :host { display: block; }
    svg { display: block; width: 100%; height: auto; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
    text { font-size: 12.5px; fill: var(--ak-text); }
    .value { fill: var(--ak-muted); font-size: 11.5px; }
    .bar { fill: var(--ak-accent); }
    .short .bar { fill: color-mix(in srgb, var(--ak-accent) 35%, transparent); }
    .req { stroke: var(--ak-gold); stroke-width: 2.5; }
    .key { margin: 0.25rem 0 0; font-size: 0.8rem; color: var(--ak-muted); }
    .tick { display: inline-block; width: 3px; height: 0.9em; background: var(--ak-gold); vertical-align: middle; }
    @media print {
      .bar { fill: #555; } .short .bar { fill: #ccc; } text, .value { fill: #000; } .req { stroke: #000; }
    }
  `];
}

customElements.define('strength-bars', StrengthBars);

declare global {
  interface HTMLElementTagNameMap {
    'strength-bars': StrengthBars;
  }
}
