/**
 * `<birth-form>`: date, time, place (`<place-picker>`) and ayanamsa of a birth. Nothing is sent
 * until the person presses the button; then `birth-change` carries the whole birth.
 *
 * - `value: Birth | undefined`: set it to fill the form (a saved chart being opened); no event.
 * - `busy`: disables the button while the page computes.
 * - `submitLabel`: the button's text (default "Show chart").
 *
 * @fires birth-change - `CustomEvent<Birth>` when the form is submitted complete (bubbles, composed).
 */
import { LitElement, html } from 'lit';
import { controls, tokens } from '../theme';
import { formLayout, submitRow } from './form-layout';
import type { Place } from './place-picker';
import './place-picker';

export const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti', 'fagan', 'yukteshwar', 'true_chitrapaksha'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];
const AYANAMSA_LABELS: Record<Ayanamsa, string> = {
  lahiri: 'Lahiri (Chitrapaksha)', raman: 'B.V. Raman', krishnamurti: 'Krishnamurti (KP)', fagan: 'Fagan-Bradley',
  yukteshwar: 'Sri Yukteshwar', true_chitrapaksha: 'True Chitrapaksha',
};

export interface Birth {
  /** YYYY-MM-DD, local civil date at the place. */
  date: string;
  /** HH:MM (24-hour), local. */
  time: string;
  place: Place;
  ayanamsa: Ayanamsa;
}

/** The /v1 query of a birth: date, time, tz, lat, lon, ayanamsa. */
export function birthQuery(b: Birth): URLSearchParams {
  return new URLSearchParams({ date: b.date, time: b.time, tz: b.place.tz, lat: String(b.place.lat), lon: String(b.place.lon), ayanamsa: b.ayanamsa });
}

export class BirthForm extends LitElement {
  static properties = {
    value: { attribute: false },
    busy: { type: Boolean },
    submitLabel: { attribute: 'submit-label' },
    place: { state: true },
    error: { state: true },
  };

  declare value: Birth | undefined;
  declare busy: boolean;
  declare submitLabel: string;
  declare place: Place | undefined;
  declare error: string | undefined;

  constructor() {
    super();
    this.busy = false;
    this.submitLabel = 'Show chart';
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('value') && this.value) this.place = this.value.place;
  }

  override updated(changed: Map<string, unknown>): void {
    // Fill the inputs when a birth is set from outside (they are not bound, so typing is never undone).
    if (changed.has('value') && this.value) {
      const f = this.renderRoot.querySelector('form');
      if (!f) return;
      (f.elements.namedItem('date') as HTMLInputElement).value = this.value.date;
      (f.elements.namedItem('time') as HTMLInputElement).value = this.value.time;
      (f.elements.namedItem('ayanamsa') as HTMLSelectElement).value = this.value.ayanamsa;
    }
  }

  private submit(e: Event): void {
    e.preventDefault();
    const f = e.target as HTMLFormElement;
    const get = (n: string) => (f.elements.namedItem(n) as HTMLInputElement).value;
    const date = get('date');
    const time = get('time').slice(0, 5);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) { this.error = 'Enter the date of birth.'; return; }
    if (!/^\d{2}:\d{2}$/.test(time)) { this.error = 'Enter the time of birth (HH:MM).'; return; }
    if (!this.place) { this.error = 'Choose the place of birth (type a city, or enter coordinates).'; return; }
    this.error = undefined;
    const birth: Birth = { date, time, place: this.place, ayanamsa: get('ayanamsa') as Ayanamsa };
    this.dispatchEvent(new CustomEvent<Birth>('birth-change', { detail: birth, bubbles: true, composed: true }));
  }

  override render() {
    const v = this.value;
    return html`
      <form @submit=${this.submit} novalidate>
        <div class="row">
          <label>Date <input name="date" type="date" required .defaultValue=${v?.date ?? ''} /></label>
          <label>Time <input name="time" type="time" required .defaultValue=${v?.time ?? ''} /></label>
          <label>Ayanamsa
            <select name="ayanamsa">
              ${AYANAMSAS.map((a) => html`<option value=${a} ?selected=${(v?.ayanamsa ?? 'lahiri') === a}>${AYANAMSA_LABELS[a]}</option>`)}
            </select>
          </label>
        </div>
        <place-picker .value=${this.place} @place-change=${(e: CustomEvent<Place>) => { this.place = e.detail; this.error = undefined; }}></place-picker>
        ${submitRow(this.busy, this.submitLabel, 'Computing…', this.error)}
      </form>
    `;
  }

  static styles = [tokens, controls, formLayout];
}

customElements.define('birth-form', BirthForm);

declare global {
  interface HTMLElementTagNameMap {
    'birth-form': BirthForm;
  }
}
