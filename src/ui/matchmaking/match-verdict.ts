/**
 * `<match-verdict>`: the total of a match on its scale, with the verdict band it falls in.
 * Ashtakoota: 0-36 with the bands below 18 not recommended, 18-27 acceptable, 28-31 good,
 * 32-36 excellent (half points fall in the band below the next threshold); porutham: 0-10 with
 * below 5, 5, 7 and 9 or more (and a disagreeing rajju is
 * not recommended whatever the count). The band lit is the engine's `verdict`, never a guess.
 *
 * - `answer`: the /v1/milan/ashtakoota answer (total, max, verdict, verdict_label, method).
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import type { MatchAnswer } from './types';

type Verdict = MatchAnswer['verdict'];
interface Band { verdict: Verdict; label: string; from: number; to: number }

const BANDS: Record<MatchAnswer['method'], Band[]> = {
  ashtakoota: [
    { verdict: 'not_recommended', label: 'Not recommended', from: 0, to: 18 },
    { verdict: 'acceptable', label: 'Acceptable', from: 18, to: 28 },
    { verdict: 'good', label: 'Good', from: 28, to: 32 },
    { verdict: 'excellent', label: 'Excellent', from: 32, to: 36 },
  ],
  porutham: [
    { verdict: 'not_recommended', label: 'Not recommended', from: 0, to: 5 },
    { verdict: 'acceptable', label: 'Acceptable', from: 5, to: 7 },
    { verdict: 'good', label: 'Good', from: 7, to: 9 },
    { verdict: 'excellent', label: 'Excellent', from: 9, to: 10 },
  ],
};

const range = (b: Band) => (b.from === 0 ? `below ${b.to}` : `${b.from} or more`);
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export class MatchVerdict extends LitElement {
  static properties = { answer: { attribute: false } };

  declare answer: MatchAnswer | undefined;

  override render() {
    const a = this.answer;
    if (!a) return nothing;
    const bands = BANDS[a.method];
    const pos = Math.min(100, Math.max(0, (100 * a.total) / a.max));
    return html`
      <div class="total" data-verdict=${a.verdict}>
        <p class="score"><span class="n" data-total=${a.total}>${fmt(a.total)}</span><span class="of"> of ${a.max}</span></p>
        <p class="label">${a.verdict_label}</p>
      </div>
      <div class="scale" aria-hidden="true">
        ${bands.map((b) => html`<span class="band ${b.verdict}${b.verdict === a.verdict ? ' on' : ''}" style="flex: ${b.to - b.from}"></span>`)}
        <span class="marker" style="left: ${pos}%"></span>
      </div>
      <ul class="bands" aria-label="Verdict bands">
        ${bands.map((b) => html`<li class="${b.verdict}${b.verdict === a.verdict ? ' on' : ''}" aria-current=${b.verdict === a.verdict ? 'true' : nothing}>
          <span class="swatch"></span>${b.label} <span class="muted">${range(b)}</span></li>`)}
      </ul>
    `;
  }

  static styles = [tokens, controls, css`
    :host {
      display: grid; gap: 0.6rem;
      --band-not_recommended: #c8453c; --band-acceptable: #d59a1e; --band-good: #5a9e4b; --band-excellent: #1d7a46;
    }
    .total { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem; }
    .score { margin: 0; line-height: 1; }
    .n { font-size: 2.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
    .of { font-size: 1.2rem; color: var(--ak-muted); }
    .label { margin: 0; font-weight: 600; }
    [data-verdict='not_recommended'] .label { color: var(--ak-error); }
    [data-verdict='excellent'] .label, [data-verdict='good'] .label { color: var(--ak-ok); }
    .scale { position: relative; display: flex; height: 0.9rem; border-radius: 999px; overflow: visible; }
    .band { opacity: 0.35; }
    .band:first-of-type { border-radius: 999px 0 0 999px; }
    .band:nth-last-of-type(2) { border-radius: 0 999px 999px 0; }
    .band.on { opacity: 1; }
    .band.not_recommended, .bands .not_recommended .swatch { background: var(--band-not_recommended); }
    .band.acceptable, .bands .acceptable .swatch { background: var(--band-acceptable); }
    .band.good, .bands .good .swatch { background: var(--band-good); }
    .band.excellent, .bands .excellent .swatch { background: var(--band-excellent); }
    .marker { position: absolute; top: -0.3rem; bottom: -0.3rem; width: 0.25rem; margin-left: -0.125rem; background: var(--ak-text); border-radius: 2px; }
    .bands { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; font-size: 0.86rem; }
    .bands li { display: inline-flex; align-items: center; gap: 0.35rem; }
    .bands li.on { font-weight: 700; }
    .swatch { width: 0.8rem; height: 0.8rem; border-radius: 3px; display: inline-block; }
    @media print { .band, .swatch, .marker { print-color-adjust: exact; -webkit-print-color-adjust: exact; } }
  `];
}

customElements.define('match-verdict', MatchVerdict);

declare global {
  interface HTMLElementTagNameMap {
    'match-verdict': MatchVerdict;
  }
}
