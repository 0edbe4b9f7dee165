/**
 * `<milan-options>`: the methods where traditions differ, as the /v1/milan endpoints offer them
 * (the `method`, `varna_table`, `vashya_table`, `gana_table`, `yoni_table`, `tara_method` and `exceptions`
 * parameters of /v1/milan/ashtakoota and the `method` of /v1/milan/mangal-dosha). The first
 * choice of each is the API's default and is marked so; the browser test checks these lists
 * against /v1/openapi.json. The ashtakoota tables are disabled while the porutham system is
 * chosen (it has its own ten rules).
 *
 * - `value: MilanOptions`: the choices shown.
 *
 * @fires options-change - `CustomEvent<MilanOptions>` with every choice, when one changes (bubbles, composed).
 */
import { LitElement, css, html } from 'lit';
import { controls, tokens } from '../theme';

export interface MilanOption {
  /** The query parameter (mangal_method is sent as `method` to /v1/milan/mangal-dosha). */
  name: string;
  label: string;
  /** [value, short name, what it means]; the first is the API's default. */
  choices: [string, string, string][];
  /** Only meaningful for method=ashtakoota. */
  ashtakootaOnly?: boolean;
}

export const MILAN_OPTIONS: readonly MilanOption[] = [
  { name: 'method', label: 'System', choices: [['ashtakoota', 'Ashtakoota', 'North Indian Guna Milan: eight kootas, 36 points'], ['porutham', 'Porutham', 'South Indian: ten poruthams, rajju decisive']] },
  { name: 'varna_table', label: 'Varna by Moon sign', ashtakootaOnly: true, choices: [['element', 'By element', 'water Brahmin, fire Kshatriya, earth Vaishya, air Shudra'], ['air_vaishya', 'Air Vaishya', 'air Vaishya, earth Shudra (Saravali)'], ['raman', 'B.V. Raman', 'B.V. Raman\'s table']] },
  { name: 'vashya_table', label: 'Vashya points', ashtakootaOnly: true, choices: [['astroyogi', 'Astroyogi', 'the Astroyogi points table'], ['saravali', 'Saravali', 'the Saravali points table'], ['drik', 'Drik Panchang', 'the table of the Drik Panchang and AstroSage calculators']] },
  { name: 'gana_table', label: 'Gana points', ashtakootaOnly: true, choices: [['symmetric', 'Symmetric', 'same 6, Deva-Manushya 5, Manushya-Rakshasa 1, Deva-Rakshasa 0'], ['saravali', 'Saravali', 'asymmetric: groom Deva with bride Manushya 6, the reverse 5 (as Drik Panchang and AstroSage)']] },
  { name: 'yoni_table', label: 'Yoni points', ashtakootaOnly: true, choices: [['classical', 'Classical', 'the symmetric 14-animal table'], ['drik', 'Drik Panchang', 'the table of the Drik Panchang and AstroSage calculators (not symmetric in six pairs)']] },
  { name: 'tara_method', label: 'Tara counted', ashtakootaOnly: true, choices: [['both', 'Both ways', 'from each star to the other, 1.5 points per direction'], ['from_girl', 'From the bride', 'only from the bride\'s star: 3 or 0']] },
  { name: 'exceptions', label: 'Dosha exceptions', ashtakootaOnly: true, choices: [['report', 'Report', 'named, points unchanged'], ['apply', 'Apply', 'a cancelled dosha scores the koota\'s maximum']] },
  { name: 'mangal_method', label: 'Mangal dosha houses', choices: [['north', 'North', 'Mars in houses 1, 2, 4, 7, 8, 12'], ['south', 'South', 'Mars in houses 2, 4, 7, 8, 12']] },
];

export type MilanOptions = Record<string, string>;

/** The API's defaults: the first choice of each. */
export function defaultMilanOptions(): MilanOptions {
  return Object.fromEntries(MILAN_OPTIONS.map((o) => [o.name, o.choices[0]![0]]));
}

export class MilanOptionsElement extends LitElement {
  static properties = { value: { attribute: false } };

  declare value: MilanOptions;

  constructor() {
    super();
    this.value = defaultMilanOptions();
  }

  private change(name: string, e: Event): void {
    this.value = { ...this.value, [name]: (e.target as HTMLSelectElement).value };
    this.dispatchEvent(new CustomEvent<MilanOptions>('options-change', { detail: this.value, bubbles: true, composed: true }));
  }

  override render() {
    const porutham = this.value.method === 'porutham';
    return html`
      <fieldset>
        <legend>Methods <span class="muted">(where traditions differ; the first of each is the default)</span></legend>
        ${MILAN_OPTIONS.map((o) => {
          const off = o.ashtakootaOnly && porutham;
          const chosen = o.choices.find(([v]) => v === this.value[o.name]) ?? o.choices[0]!;
          return html`
          <label class=${off ? 'off' : ''}>${o.label}
            <select name=${o.name} ?disabled=${off} aria-describedby="${o.name}-what" @change=${(e: Event) => this.change(o.name, e)}>
              ${o.choices.map(([v, short], i) => html`<option value=${v} ?selected=${this.value[o.name] === v}>${short}${i === 0 ? ' (default)' : ''}</option>`)}
            </select>
            <small id="${o.name}-what" class="muted">${chosen[2]}</small>
          </label>`;
        })}
        ${porutham ? html`<p class="muted note">The porutham system has its own ten rules: the ashtakoota tables do not apply.</p>` : ''}
      </fieldset>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    fieldset { border: 1px solid var(--ak-border); border-radius: 8px; margin: 0; padding: 0.5rem 0.75rem 0.75rem; display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0.6rem 1rem; }
    legend { padding: 0 0.3rem; font-weight: 600; }
    legend .muted { font-weight: 400; font-size: 0.86rem; }
    select { width: 100%; }
    small { font-size: 0.8rem; line-height: 1.3; }
    label.off { opacity: 0.6; }
    .note { grid-column: 1 / -1; margin: 0; font-size: 0.86rem; }
  `];
}

customElements.define('milan-options', MilanOptionsElement);

declare global {
  interface HTMLElementTagNameMap {
    'milan-options': MilanOptionsElement;
  }
}
