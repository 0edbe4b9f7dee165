/**
 * `<muhurta-windows>`: the best 1-hour windows of a scan, highest score first (the engine's
 * order), each a button that opens the slot.
 *
 * - `windows: Slot[]`: the `windows` of /v1/muhurta/best-time.
 * - `selected`: the `start_iso` of the open slot (marked).
 *
 * @fires slot-open - `CustomEvent<Slot>` when a window is chosen (bubbles, composed).
 */
import { LitElement, css, html } from 'lit';
import { controls, tokens } from '../theme';
import { type Slot, dayLabel, gradeColors, hhmm } from './grades';

export class MuhurtaWindows extends LitElement {
  static properties = { windows: { attribute: false }, selected: {} };

  declare windows: Slot[];
  declare selected: string | undefined;

  constructor() {
    super();
    this.windows = [];
  }

  override render() {
    if (!this.windows.length) return html`<p class="muted">No slot in the range starts between sunrise and sunset at this place.</p>`;
    return html`<ol>${this.windows.map((w, i) => html`
      <li>
        <button type="button" class="window" data-rank=${i + 1} data-start=${w.start_iso} aria-pressed=${this.selected === w.start_iso ? 'true' : 'false'}
          @click=${() => this.dispatchEvent(new CustomEvent<Slot>('slot-open', { detail: w, bubbles: true, composed: true }))}>
          <span class="rank">${i + 1}</span>
          <span class="when"><strong>${dayLabel(w.start_local.slice(0, 10))}</strong> ${hhmm(w.start_local)}-${hhmm(w.end_local)}</span>
          <span class="score ${w.grade}"><strong>${w.score}</strong> ${w.grade}</span>
        </button>
      </li>`)}</ol>`;
  }

  static styles = [tokens, controls, gradeColors, css`
    :host { display: block; }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
    .window {
      width: 100%; display: grid; grid-template-columns: 1.6rem 1fr auto; gap: 0.6rem; align-items: center; text-align: left;
      background: var(--ak-surface); color: var(--ak-text); border: 1px solid var(--ak-border);
    }
    .window[aria-pressed='true'] { border-color: var(--ak-accent); box-shadow: inset 0 0 0 1px var(--ak-accent); }
    .rank { font-weight: 700; color: var(--ak-muted); text-align: right; }
    .score { border-radius: 999px; padding: 0.1rem 0.6rem; font-size: 0.86rem; white-space: nowrap; }
    .excellent { background: var(--g-excellent); color: var(--g-excellent-text); }
    .good { background: var(--g-good); color: var(--g-good-text); }
    .acceptable { background: var(--g-acceptable); color: var(--g-acceptable-text); }
    .inauspicious { background: var(--g-inauspicious); color: var(--g-inauspicious-text); }
  `];
}

customElements.define('muhurta-windows', MuhurtaWindows);

declare global {
  interface HTMLElementTagNameMap {
    'muhurta-windows': MuhurtaWindows;
  }
}
