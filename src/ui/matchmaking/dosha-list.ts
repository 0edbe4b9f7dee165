/**
 * `<dosha-list>`: the doshas of a match with their cancellations. Mangal dosha for the groom
 * and the bride (`<mangal-dosha-card>`) and what the pair makes of it (two manglik charts cancel
 * each other), then the nadi, bhakoot and gana doshas of the ashtakoota answer, each with its
 * named exceptions and whether they apply.
 *
 * - `doshas: PairDosha[]`: the `doshas` of /v1/milan/ashtakoota (empty for porutham).
 * - `boyMangal`, `girlMangal: MangalAnswer`: /v1/milan/mangal-dosha of each.
 * - `exceptions`: the `exceptions` option used ("report" or "apply"), to say what a cancellation did.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { activeMangal } from './mangal-dosha-card';
import { type MangalAnswer, type PairDosha, kootaName, ruleName } from './types';
import './mangal-dosha-card';

const WHAT: Record<PairDosha['dosha'], string> = {
  nadi: 'both Moons in the same nadi',
  bhakoot: 'the bhakoot koota scores 0 (Moon signs 2/12, 5/9 or 6/8 from each other)',
  gana: 'the gana koota scores 0 with the chosen gana table',
};

export class DoshaList extends LitElement {
  static properties = {
    doshas: { attribute: false },
    boyMangal: { attribute: false },
    girlMangal: { attribute: false },
    exceptions: {},
  };

  declare doshas: PairDosha[];
  declare boyMangal: MangalAnswer | undefined;
  declare girlMangal: MangalAnswer | undefined;
  declare exceptions: string;

  constructor() {
    super();
    this.doshas = [];
    this.exceptions = 'report';
  }

  private mangalPair(b: MangalAnswer, g: MangalAnswer) {
    const [bb, gg] = [activeMangal(b), activeMangal(g)];
    const text = bb && gg ? 'Both charts are manglik: in a match, two manglik charts cancel each other.'
      : bb ? 'Only the groom\'s chart has a Mangal dosha that no rule cancels: the bride\'s chart does not balance it.'
        : gg ? 'Only the bride\'s chart has a Mangal dosha that no rule cancels: the groom\'s chart does not balance it.'
          : 'Neither chart has a Mangal dosha left uncancelled.';
    const state = bb === gg ? 'balanced' : 'unbalanced';
    return html`<p class="pair ${state}" data-mangal-pair=${state}>${text}</p>`;
  }

  private pairDosha(d: PairDosha) {
    const state = !d.present ? 'none' : d.cancelled ? 'cancelled' : 'present';
    const status = state === 'none' ? 'not present' : state === 'cancelled'
      ? `present, cancelled by ${d.cancelled_by.map(ruleName).join(', ')}${this.exceptions === 'apply' ? ' (full points given)' : ' (points unchanged: exceptions reported)'}`
      : 'present, no exception applies';
    return html`
      <li data-dosha=${d.dosha} data-state=${state}>
        <h5>${kootaName(d.dosha)} dosha: <span class="status ${state}">${status}</span></h5>
        <p class="muted what">The dosha: ${WHAT[d.dosha]}.</p>
        <ul class="rules" aria-label="${kootaName(d.dosha)} dosha exceptions">
          ${d.exceptions.map((x) => html`<li class=${x.applies ? 'applies' : ''} data-rule=${x.name}>
            <span class="mark" aria-hidden="true">${x.applies ? '✓' : '·'}</span>
            <span><strong>${ruleName(x.name)}</strong>: ${x.rule}${x.applies ? html` <em>(holds)</em>` : nothing}</span></li>`)}
        </ul>
      </li>`;
  }

  override render() {
    const b = this.boyMangal;
    const g = this.girlMangal;
    return html`
      ${b && g ? html`
        <section class="mangal" aria-labelledby="mangal-h">
          <h4 id="mangal-h" class="sub">Mangal dosha</h4>
          <div class="two">
            <mangal-dosha-card who="Groom" .answer=${b} data-who="boy"></mangal-dosha-card>
            <mangal-dosha-card who="Bride" .answer=${g} data-who="girl"></mangal-dosha-card>
          </div>
          ${this.mangalPair(b, g)}
        </section>` : nothing}
      ${this.doshas.length ? html`
        <section aria-labelledby="koota-doshas-h">
          <h4 id="koota-doshas-h" class="sub">Nadi, bhakoot and gana doshas</h4>
          <ul class="pairs">${this.doshas.map((d) => this.pairDosha(d))}</ul>
        </section>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    .two { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 0.75rem 1.25rem; }
    mangal-dosha-card { border: 1px solid var(--ak-border); border-radius: 8px; padding: 0.6rem 0.75rem; break-inside: avoid; }
    .pair { margin: 0.6rem 0 0; font-weight: 600; }
    .pair.unbalanced { color: var(--ak-warn); }
    ul.pairs { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
    ul.pairs > li { border: 1px solid var(--ak-border); border-radius: 8px; padding: 0.6rem 0.75rem; break-inside: avoid; }
    h4.sub { margin: 0 0 0.5rem; font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--ak-muted); }
    h5 { margin: 0 0 0.25rem; font-size: 1rem; }
    .status.none, .status.cancelled { color: var(--ak-ok); }
    .status.present { color: var(--ak-error); }
    .what { margin: 0 0 0.35rem; font-size: 0.88rem; }
    .rules { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; font-size: 0.86rem; }
    .rules li { display: grid; grid-template-columns: 1rem 1fr; gap: 0.35rem; line-height: 1.35; }
    .rules li.applies .mark, .rules li.applies em { color: var(--ak-ok); font-weight: 700; font-style: normal; }
  `];
}

customElements.define('dosha-list', DoshaList);

declare global {
  interface HTMLElementTagNameMap {
    'dosha-list': DoshaList;
  }
}
