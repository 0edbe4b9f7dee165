/**
 * `<kundli-chart>`: a rasi or varga chart drawn as SVG in one of the three Indian styles,
 * chosen by the `chart-style` attribute:
 * - `north` (default): the diamond; houses fixed (the lagna is always the top centre), each
 *   house shows the number of the sign in it (1 = Aries).
 * - `south`: the 4x4 grid; signs fixed (Pisces top left, Aries next, clockwise), the lagna's
 *   sign marked with a diagonal stroke and "Asc".
 * - `east`: the 3x3 grid with diagonals in the corners; signs fixed (Aries top centre, then
 *   counter-clockwise), the lagna's sign marked.
 *
 * The drawing scales with its box (viewBox), so it stays readable on a phone, and prints in
 * black on white. The SVG's title and description, and each house's own title, list what is in
 * every house, for screen readers and on hover.
 *
 * Properties: `ascendant` (sign index 0-11 of the lagna), `planets` (ChartPoint[]), `caption`.
 */
import { LitElement, css, html, svg, nothing, type TemplateResult } from 'lit';
import { tokens } from '../theme';

export type ChartStyle = 'north' | 'south' | 'east';

export interface ChartPoint {
  name: string;
  /** Sign index 0-11 (0 = Aries). */
  sign: number;
  /** Degrees within the sign. */
  degree?: number;
  retrograde?: boolean;
}

export const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
const SIGN_SHORT = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const ABBR: Record<string, string> = { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' };

interface Region {
  house: number;
  sign: number;
  /** Polygon points in the 400 x 400 box. */
  points: [number, number][];
  /** Centre of the contents. */
  cx: number;
  cy: number;
  /** Where the sign label goes. */
  lx: number;
  ly: number;
  /** Rows that fit before the contents wrap into a second column. */
  rows: number;
  /** text-anchor of the sign label (default middle). */
  anchor?: 'start' | 'middle' | 'end';
}

const S = 400;
const c3 = S / 3;

/** North: house h's shape and anchors; the sign is (lagna + h - 1) mod 12. */
const NORTH: Omit<Region, 'sign'>[] = [
  { house: 1, points: [[200, 0], [300, 100], [200, 200], [100, 100]], cx: 200, cy: 92, lx: 200, ly: 182, rows: 4 },
  { house: 2, points: [[0, 0], [200, 0], [100, 100]], cx: 100, cy: 36, lx: 100, ly: 86, rows: 2 },
  { house: 3, points: [[0, 0], [100, 100], [0, 200]], cx: 34, cy: 100, lx: 84, ly: 104, rows: 4 },
  { house: 4, points: [[0, 200], [100, 100], [200, 200], [100, 300]], cx: 96, cy: 200, lx: 182, ly: 204, rows: 4 },
  { house: 5, points: [[0, 200], [100, 300], [0, 400]], cx: 34, cy: 300, lx: 84, ly: 304, rows: 4 },
  { house: 6, points: [[0, 400], [100, 300], [200, 400]], cx: 100, cy: 366, lx: 100, ly: 322, rows: 2 },
  { house: 7, points: [[200, 400], [100, 300], [200, 200], [300, 300]], cx: 200, cy: 310, lx: 200, ly: 226, rows: 4 },
  { house: 8, points: [[200, 400], [300, 300], [400, 400]], cx: 300, cy: 366, lx: 300, ly: 322, rows: 2 },
  { house: 9, points: [[400, 400], [300, 300], [400, 200]], cx: 366, cy: 300, lx: 316, ly: 304, rows: 4 },
  { house: 10, points: [[400, 200], [300, 300], [200, 200], [300, 100]], cx: 304, cy: 200, lx: 218, ly: 204, rows: 4 },
  { house: 11, points: [[400, 200], [300, 100], [400, 0]], cx: 366, cy: 100, lx: 316, ly: 104, rows: 4 },
  { house: 12, points: [[400, 0], [300, 100], [200, 0]], cx: 300, cy: 36, lx: 300, ly: 86, rows: 2 },
];

/** South: the cell (column, row) of each sign. */
const SOUTH_CELL: [number, number][] = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];

/** East: each sign's shape (Aries top centre, counter-clockwise; corners split by their diagonals). */
const EAST: { points: [number, number][]; cx: number; cy: number; lx: number; ly: number; rows: number }[] = [
  { points: [[c3, 0], [2 * c3, 0], [2 * c3, c3], [c3, c3]], cx: 200, cy: 70, lx: 200, ly: 16, rows: 5 },
  { points: [[0, 0], [c3, 0], [c3, c3]], cx: 96, cy: 38, lx: 118, ly: 16, rows: 2 },
  { points: [[0, 0], [0, c3], [c3, c3]], cx: 40, cy: 96, lx: 14, ly: 122, rows: 3 },
  { points: [[0, c3], [c3, c3], [c3, 2 * c3], [0, 2 * c3]], cx: 66.7, cy: 204, lx: 14, ly: 150, rows: 5 },
  { points: [[0, 2 * c3], [c3, 2 * c3], [0, S]], cx: 40, cy: 304, lx: 14, ly: 282, rows: 3 },
  { points: [[c3, 2 * c3], [c3, S], [0, S]], cx: 96, cy: 362, lx: 118, ly: 392, rows: 2 },
  { points: [[c3, 2 * c3], [2 * c3, 2 * c3], [2 * c3, S], [c3, S]], cx: 200, cy: 334, lx: 200, ly: 392, rows: 5 },
  { points: [[2 * c3, 2 * c3], [S, S], [2 * c3, S]], cx: 304, cy: 362, lx: 282, ly: 392, rows: 2 },
  { points: [[2 * c3, 2 * c3], [S, 2 * c3], [S, S]], cx: 360, cy: 304, lx: 386, ly: 282, rows: 3 },
  { points: [[2 * c3, c3], [S, c3], [S, 2 * c3], [2 * c3, 2 * c3]], cx: 333.3, cy: 204, lx: 386, ly: 150, rows: 5 },
  { points: [[S, 0], [S, c3], [2 * c3, c3]], cx: 360, cy: 96, lx: 386, ly: 122, rows: 3 },
  { points: [[2 * c3, 0], [S, 0], [2 * c3, c3]], cx: 304, cy: 38, lx: 282, ly: 16, rows: 2 },
];

function regions(style: ChartStyle, asc: number): Region[] {
  if (style === 'north') return NORTH.map((r) => ({ ...r, sign: (asc + r.house - 1) % 12 }));
  const house = (sign: number) => ((sign - asc + 12) % 12) + 1;
  if (style === 'south') {
    const w = S / 4;
    return SOUTH_CELL.map(([col, row], sign) => ({
      house: house(sign), sign, points: [[col * w, row * w], [(col + 1) * w, row * w], [(col + 1) * w, (row + 1) * w], [col * w, (row + 1) * w]],
      cx: col * w + w / 2, cy: row * w + w / 2 + 6, lx: col * w + w - 5, ly: row * w + 15, rows: 4, anchor: 'end' as const,
    }));
  }
  return EAST.map((r, sign) => ({ ...r, house: house(sign), sign }));
}

/** Rahu and Ketu always move backwards (mean node): no retrograde mark for them. */
const NODES = new Set(['Rahu', 'Ketu']);
const label = (p: ChartPoint) => ABBR[p.name] ?? p.name.slice(0, 3);

export class KundliChart extends LitElement {
  static properties = {
    chartStyle: { attribute: 'chart-style', reflect: true },
    ascendant: { type: Number },
    planets: { attribute: false },
    caption: {},
  };

  declare chartStyle: ChartStyle;
  declare ascendant: number;
  declare planets: ChartPoint[];
  declare caption: string;

  constructor() {
    super();
    this.chartStyle = 'north';
    this.ascendant = 0;
    this.planets = [];
    this.caption = 'Rasi chart';
  }

  private style_(): ChartStyle {
    return (['north', 'south', 'east'] as const).includes(this.chartStyle) ? this.chartStyle : 'north';
  }

  /** What is in each house, in words: "House 1, Capricorn: Ascendant, Mars 25° retrograde". */
  houseText(r: Region, inside: ChartPoint[]): string {
    const items = [...(r.house === 1 ? ['Ascendant'] : []), ...inside.map((p) => `${p.name}${p.degree !== undefined ? ` ${Math.floor(p.degree)}°` : ''}${p.retrograde && !NODES.has(p.name) ? ' retrograde' : ''}`)];
    return `House ${r.house}, ${SIGN_NAMES[r.sign]}: ${items.length ? items.join(', ') : 'empty'}`;
  }

  private contents(r: Region, inside: ChartPoint[]): TemplateResult {
    const items: { text: string; deg?: string; cls: string }[] = [
      ...(r.house === 1 ? [{ text: 'Asc', cls: 'asc' }] : []),
      ...inside.map((p) => ({ text: `${label(p)}${p.retrograde && !NODES.has(p.name) ? 'ᴿ' : ''}`, deg: p.degree !== undefined ? String(Math.floor(p.degree)) : undefined, cls: 'graha' })),
    ];
    const cols = Math.max(1, Math.ceil(items.length / r.rows));
    const rows = Math.ceil(items.length / cols);
    const lh = 16;
    const colW = 44;
    return svg`${items.map((it, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const x = r.cx + (col - (cols - 1) / 2) * colW;
      const y = r.cy + (row - (rows - 1) / 2) * lh + 5;
      return svg`<text class=${it.cls} x=${x} y=${y} text-anchor="middle">${it.text}${it.deg !== undefined ? svg`<tspan class="deg" dx="1" dy="-5">${it.deg}</tspan>` : nothing}</text>`;
    })}`;
  }

  override render() {
    const style = this.style_();
    const asc = ((Math.round(this.ascendant) % 12) + 12) % 12;
    const regs = regions(style, asc);
    const bySign = new Map<number, ChartPoint[]>();
    for (const p of this.planets) bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), p]);
    const styleName = { north: 'North Indian', south: 'South Indian', east: 'East Indian' }[style];
    const desc = regs.slice().sort((a, b) => a.house - b.house).map((r) => this.houseText(r, bySign.get(r.sign) ?? [])).join('. ');
    const lagnaReg = regs.find((r) => r.house === 1)!;
    return html`
      <figure>
        <svg viewBox="-2 -2 404 404" role="img" aria-labelledby="t d" data-style=${style}>
          <title id="t">${this.caption}, ${styleName} style. Lagna ${SIGN_NAMES[asc]}.</title>
          <desc id="d">${desc}.</desc>
          ${regs.map((r) => {
            const inside = bySign.get(r.sign) ?? [];
            return svg`<g class="house ${r.house === 1 ? 'lagna' : ''}" data-house=${r.house} data-sign=${SIGN_NAMES[r.sign]}>
              <title>${this.houseText(r, inside)}</title>
              <polygon points=${r.points.map((p) => p.join(',')).join(' ')} />
              <text class="sign" x=${r.lx} y=${r.ly} text-anchor=${r.anchor ?? 'middle'}>${style === 'north' ? r.sign + 1 : SIGN_SHORT[r.sign]}</text>
              ${this.contents(r, inside)}
            </g>`;
          })}
          ${style === 'south' ? svg`
            <line class="mark" x1=${lagnaReg.points[0]![0]} y1=${lagnaReg.points[0]![1] + 22} x2=${lagnaReg.points[0]![0] + 22} y2=${lagnaReg.points[0]![1]} />
            <text class="centre" x="200" y="194" text-anchor="middle">${this.caption}</text>
            <text class="centre small" x="200" y="216" text-anchor="middle">Lagna ${SIGN_NAMES[asc]}</text>` : nothing}
          ${style === 'east' ? svg`
            <text class="centre" x="200" y="196" text-anchor="middle">${this.caption}</text>
            <text class="centre small" x="200" y="218" text-anchor="middle">Lagna ${SIGN_NAMES[asc]}</text>` : nothing}
          <rect class="frame" x="0" y="0" width="400" height="400" />
          ${style === 'north' ? svg`<path class="lines" d="M0 0L400 400M400 0L0 400M200 0L400 200L200 400L0 200Z" />` : nothing}
          ${style === 'east' ? svg`<path class="lines" d="M0 0L${c3} ${c3}M400 0L${2 * c3} ${c3}M0 400L${c3} ${2 * c3}M400 400L${2 * c3} ${2 * c3}" />` : nothing}
        </svg>
        <figcaption>${this.caption} · ${styleName} · lagna ${SIGN_NAMES[asc]}</figcaption>
      </figure>
    `;
  }

  static styles = [tokens, css`
    :host { display: block; max-width: 30rem; width: 100%; }
    figure { margin: 0; }
    svg { display: block; width: 100%; height: auto; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }
    polygon { fill: var(--ak-surface); stroke: var(--ak-text); stroke-width: 1.2; }
    .lagna polygon { fill: color-mix(in srgb, var(--ak-gold) 16%, var(--ak-surface)); }
    .frame, .lines { fill: none; stroke: var(--ak-text); stroke-width: 2; }
    .mark { stroke: var(--ak-gold); stroke-width: 3; }
    text { fill: var(--ak-text); font-size: 15px; }
    .sign { fill: var(--ak-muted); font-size: 12px; }
    .graha { font-weight: 600; }
    .deg { font-size: 10px; font-weight: 400; fill: var(--ak-muted); }
    .asc { fill: var(--ak-gold); font-weight: 700; }
    .centre { font-size: 17px; font-weight: 600; }
    .centre.small { font-size: 13px; font-weight: 400; fill: var(--ak-muted); }
    figcaption { text-align: center; font-size: 0.85rem; color: var(--ak-muted); margin-top: 0.3rem; }
    @media print {
      :host { max-width: 16cm; break-inside: avoid; }
      polygon, .lagna polygon { fill: #fff; stroke: #000; }
      .frame, .lines { stroke: #000; }
      text, .sign, .deg, .centre.small, .asc { fill: #000; }
      .mark { stroke: #000; }
      figcaption { color: #000; }
    }
  `];
}

customElements.define('kundli-chart', KundliChart);

declare global {
  interface HTMLElementTagNameMap {
    'kundli-chart': KundliChart;
  }
}
