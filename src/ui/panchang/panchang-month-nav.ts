/**
 * `<panchang-month-nav>`: which month the panchang shows. Previous and next month, a month
 * field to jump to any month the engine serves (1800-02 to 2399-11), and Today.
 *
 * @fires month-change - `CustomEvent<{ y: number; m: number }>` (m 1-12) when a person asks for another month.
 */
import { LitElement, css, html } from 'lit';
import { controls, tokens } from '../theme';
import { FIRST_MONTH, LAST_MONTH, MONTH_NAMES, inRange, isoDate, stepMonth } from './panchang-data';

export class PanchangMonthNav extends LitElement {
  static properties = {
    year: { type: Number },
    month: { type: Number },
    today: {},
  };

  declare year: number;
  declare month: number;
  /** Today at the place, YYYY-MM-DD. */
  declare today: string;

  constructor() {
    super();
    this.year = 2025;
    this.month = 1;
    this.today = '';
  }

  private go(y: number, m: number): void {
    if (!inRange(y, m)) return;
    this.dispatchEvent(new CustomEvent('month-change', { detail: { y, m }, bubbles: true, composed: true }));
  }

  private onJump(e: Event): void {
    const v = /^(\d{4})-(\d{2})$/.exec((e.target as HTMLInputElement).value);
    if (v) this.go(Number(v[1]), Number(v[2]));
  }

  override render() {
    const prev = stepMonth(this.year, this.month, -1), next = stepMonth(this.year, this.month, 1);
    const [ty, tm] = this.today.split('-').map(Number) as [number, number];
    return html`
      <button type="button" class="secondary step" aria-label="Previous month, ${MONTH_NAMES[prev.m - 1]} ${prev.y}"
        ?disabled=${this.year === FIRST_MONTH.y && this.month === FIRST_MONTH.m} @click=${() => this.go(prev.y, prev.m)}>‹</button>
      <h2 aria-live="polite">${MONTH_NAMES[this.month - 1]} ${this.year}</h2>
      <button type="button" class="secondary step" aria-label="Next month, ${MONTH_NAMES[next.m - 1]} ${next.y}"
        ?disabled=${this.year === LAST_MONTH.y && this.month === LAST_MONTH.m} @click=${() => this.go(next.y, next.m)}>›</button>
      <label class="jump">Go to month <input type="month" name="month" min="1800-02" max="2399-11"
        .value=${isoDate(this.year, this.month, 1).slice(0, 7)} @change=${this.onJump} /></label>
      <button type="button" class="secondary today" ?disabled=${!this.today} @click=${() => this.go(ty, tm)}>Today</button>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
    h2 { margin: 0; min-width: 10.5rem; text-align: center; font-size: 1.35rem; }
    .step { font-size: 1.3rem; line-height: 1; padding: 0.3rem 0.75rem; }
    .jump { display: flex; align-items: center; gap: 0.4rem; margin-left: auto; }
    @media (max-width: 560px) {
      .jump { margin-left: 0; }
      h2 { min-width: 0; flex: 1; }
    }
  `];
}

customElements.define('panchang-month-nav', PanchangMonthNav);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-month-nav': PanchangMonthNav;
  }
}
