/**
 * `<match-people>`: the groom and the bride side by side, as the engine echoed them: birth,
 * Moon sign and star, lagna, and the avakhada attributes the kootas compare (varna, vashya,
 * yoni, gana, nadi).
 *
 * - `boy`, `girl: MatchPerson`: the `boy` and `girl` of a /v1/milan answer.
 * - `boyPlace`, `girlPlace`: the names of the birth places (the engine echoes coordinates only).
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import type { MatchPerson } from './types';

const ROWS: [string, (p: MatchPerson) => string][] = [
  ['Moon sign', (p) => `${p.moon_sign} (lord ${p.moon_sign_lord})`],
  ['Birth star', (p) => `${p.nakshatra}, pada ${p.pada}`],
  ['Lagna', (p) => p.ascendant_sign],
  ['Varna', (p) => p.varna],
  ['Vashya', (p) => p.vashya],
  ['Yoni', (p) => p.yoni],
  ['Gana', (p) => p.gana],
  ['Nadi', (p) => p.nadi],
];

export class MatchPeople extends LitElement {
  static properties = {
    boy: { attribute: false },
    girl: { attribute: false },
    boyPlace: { attribute: false },
    girlPlace: { attribute: false },
  };

  declare boy: MatchPerson | undefined;
  declare girl: MatchPerson | undefined;
  declare boyPlace: string;
  declare girlPlace: string;

  constructor() {
    super();
    this.boyPlace = '';
    this.girlPlace = '';
  }

  override render() {
    const b = this.boy;
    const g = this.girl;
    if (!b || !g) return nothing;
    const born = (p: MatchPerson, place: string) => `${p.birth_date} ${p.birth_time} (UTC${p.utc_offset})${place ? `, ${place}` : ''}`;
    const warnings = [...b.warnings.map((w) => `Groom: ${w}`), ...g.warnings.map((w) => `Bride: ${w}`)];
    return html`
      <table>
        <caption class="muted">The two Moons the kootas compare</caption>
        <thead><tr><th scope="col"></th><th scope="col">Groom (boy)</th><th scope="col">Bride (girl)</th></tr></thead>
        <tbody>
          <tr><th scope="row">Born</th><td>${born(b, this.boyPlace)}</td><td>${born(g, this.girlPlace)}</td></tr>
          ${ROWS.map(([label, f]) => html`<tr data-row=${label}><th scope="row">${label}</th><td>${f(b)}</td><td>${f(g)}</td></tr>`)}
        </tbody>
      </table>
      ${warnings.length ? html`<p class="warn">${warnings.join(' ')}</p>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; overflow-x: auto; }
    caption { text-align: left; font-size: 0.86rem; padding-bottom: 0.3rem; }
    th[scope='row'] { white-space: nowrap; }
    table { table-layout: fixed; }
    thead th:first-child { width: 6.5rem; }
    @media (max-width: 560px) { thead th:first-child { width: 5.6rem; } th, td { padding: 0.3rem 0.3rem; } }
    .warn { margin: 0.5rem 0 0; font-size: 0.88rem; }
  `];
}

customElements.define('match-people', MatchPeople);

declare global {
  interface HTMLElementTagNameMap {
    'match-people': MatchPeople;
  }
}
