/**
 * `<mangal-dosha-card>`: Mangal (Kuja) dosha of one chart, as /v1/milan/mangal-dosha answers:
 * where Mars stands from the lagna, the Moon and Venus, whether the dosha is present, and every
 * named cancellation rule with whether it applies.
 *
 * - `who`: "Groom" or "Bride".
 * - `answer: MangalAnswer`.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { type MangalAnswer, ruleName } from './types';

/** Present and not cancelled. */
export const activeMangal = (m: MangalAnswer) => m.present && !m.cancelled;

export class MangalDoshaCard extends LitElement {
  static properties = { who: {}, answer: { attribute: false } };

  declare who: string;
  declare answer: MangalAnswer | undefined;

  constructor() {
    super();
    this.who = '';
  }

  override render() {
    const m = this.answer;
    if (!m) return nothing;
    const state = !m.present ? 'none' : m.cancelled ? 'cancelled' : 'present';
    const status = state === 'none' ? 'No Mangal dosha' : state === 'cancelled' ? 'Mangal dosha, cancelled' : `Mangal dosha${m.severity ? ` (${m.severity})` : ''}`;
    return html`
      <h5>${this.who}: <span class="status ${state}" data-state=${state}>${status}</span></h5>
      <p class="houses">Mars in ${m.mars_sign}: house ${m.mars_house} from the lagna, ${m.mars_house_from_moon} from the Moon, ${m.mars_house_from_venus} from Venus
        <span class="muted">(${m.method} houses)</span></p>
      <p class="explain">${m.explanation}</p>
      ${m.present ? html`
        <ul class="rules" aria-label="${this.who}'s Mangal dosha cancellations">
          ${m.cancellations.map((c) => html`<li class=${c.applies ? 'applies' : ''} data-rule=${c.name}>
            <span class="mark" aria-hidden="true">${c.applies ? '✓' : '·'}</span>
            <span><strong>${ruleName(c.name)}</strong>${c.applies ? html` <em>applies</em>` : html` <span class="muted">does not apply</span>`}<br />
            <span class="muted">${c.rule}</span></span></li>`)}
        </ul>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    h5 { margin: 0 0 0.35rem; font-size: 1rem; }
    .status.none, .status.cancelled { color: var(--ak-ok); }
    .status.present { color: var(--ak-error); }
    p { margin: 0 0 0.35rem; font-size: 0.9rem; }
    .explain { color: var(--ak-muted); }
    .rules { list-style: none; margin: 0.35rem 0 0; padding: 0; display: grid; gap: 0.3rem; font-size: 0.86rem; }
    .rules li { display: grid; grid-template-columns: 1rem 1fr; gap: 0.35rem; line-height: 1.35; }
    .rules li.applies .mark, .rules li.applies em { color: var(--ak-ok); font-weight: 700; font-style: normal; }
  `];
}

customElements.define('mangal-dosha-card', MangalDoshaCard);

declare global {
  interface HTMLElementTagNameMap {
    'mangal-dosha-card': MangalDoshaCard;
  }
}
