/**
 * `<muhurta-form>`: what a muhurta search needs, as /v1/muhurta/best-time takes it: a purpose,
 * a place (`<place-picker>`), a range of dates (the end date is not scanned; at most 31 days:
 * the form says so as the dates change, and the API's own message is shown if it refuses),
 * an optional birth date (Chandra Bala and Tara Bala; for naamkaran the child's, which also
 * counts the days since birth) and how many windows to list (1-20, default 5).
 *
 * - `busy`: disables the button while a scan runs.
 *
 * @fires muhurta-search - `CustomEvent<MuhurtaQuery>` when the form is submitted complete (bubbles, composed).
 */
import { LitElement, css, html } from 'lit';
import { formLayout, submitRow } from '../shared/form-layout';
import type { Place } from '../shared/place-picker';
import { controls, tokens } from '../theme';
import { PURPOSES, addDays, dayLabel, daysFrom } from './grades';
import '../shared/place-picker';

export interface MuhurtaQuery {
  purpose: string;
  place: Place;
  start_date: string;
  /** Not scanned. */
  end_date: string;
  birth_date?: string;
  top_n: number;
}

const MAX_DAYS = 31;
const today = () => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export class MuhurtaForm extends LitElement {
  static properties = {
    busy: { type: Boolean },
    purpose: { state: true },
    place: { state: true },
    start: { state: true },
    end: { state: true },
    error: { state: true },
  };

  declare busy: boolean;
  declare purpose: string;
  declare place: Place | undefined;
  declare start: string;
  declare end: string;
  declare error: string | undefined;

  constructor() {
    super();
    this.busy = false;
    this.purpose = 'vivah';
    this.start = today();
    this.end = addDays(this.start, 7);
  }

  /** What the range scans, in words. */
  private rangeHint() {
    if (!isDate(this.start) || !isDate(this.end)) return 'Choose the first date and the end date.';
    const n = daysFrom(this.start, this.end);
    if (n <= 0) return html`<span class="warn">The end date must come after the first date: the end date itself is not scanned.</span>`;
    if (n > MAX_DAYS) return html`<span class="warn">${dayLabel(this.start)} up to ${dayLabel(this.end)} is ${n} days: more than the ${MAX_DAYS} days a scan may cover (the end date is not scanned).</span>`;
    return `Scans ${n} ${n === 1 ? 'date' : 'dates'}, ${dayLabel(this.start)} to ${dayLabel(addDays(this.end, -1))}; the end date (${dayLabel(this.end)}) is not scanned. At most ${MAX_DAYS} days.`;
  }

  private submit(e: Event): void {
    e.preventDefault();
    const f = e.target as HTMLFormElement;
    const get = (n: string) => (f.elements.namedItem(n) as HTMLInputElement).value.trim();
    if (!isDate(get('start_date')) || !isDate(get('end_date'))) { this.error = 'Enter the first date and the end date of the range.'; return; }
    if (!this.place) { this.error = 'Choose the place of the event (type a city, or enter coordinates).'; return; }
    const birth = get('birth_date');
    if (birth && !isDate(birth)) { this.error = 'The birth date is not a date.'; return; }
    this.error = undefined;
    const detail: MuhurtaQuery = {
      purpose: get('purpose'), place: this.place, start_date: get('start_date'), end_date: get('end_date'),
      ...(birth ? { birth_date: birth } : {}), top_n: Number(get('top_n') || 5),
    };
    this.dispatchEvent(new CustomEvent<MuhurtaQuery>('muhurta-search', { detail, bubbles: true, composed: true }));
  }

  override render() {
    const naming = this.purpose === 'naamkaran';
    return html`
      <form @submit=${this.submit} novalidate>
        <div class="row">
          <label>Purpose
            <select name="purpose" @change=${(e: Event) => { this.purpose = (e.target as HTMLSelectElement).value; }}>
              ${PURPOSES.map(([id, label]) => html`<option value=${id} ?selected=${id === this.purpose}>${label}</option>`)}
            </select>
          </label>
          <label>Windows to list <input name="top_n" type="number" min="1" max="20" step="1" value="5" inputmode="numeric" /></label>
        </div>
        <place-picker label="Place of the event" .value=${this.place} @place-change=${(e: CustomEvent<Place>) => { this.place = e.detail; this.error = undefined; }}></place-picker>
        <div class="row">
          <label>First date <input name="start_date" type="date" required .value=${this.start} @input=${(e: Event) => { this.start = (e.target as HTMLInputElement).value; }} /></label>
          <label>End date (not scanned) <input name="end_date" type="date" required .value=${this.end} aria-describedby="range-hint"
            @input=${(e: Event) => { this.end = (e.target as HTMLInputElement).value; }} /></label>
        </div>
        <p id="range-hint" class="hint" aria-live="polite">${this.rangeHint()}</p>
        <label class="birth"><span>${naming ? 'The child\'s birth date' : 'Your birth date'} <span class="muted">(optional)</span></span>
          <input name="birth_date" type="date" aria-describedby="birth-hint" />
        </label>
        <p id="birth-hint" class="hint muted">${naming ? 'Adds Chandra Bala and Tara Bala, and counts the days since birth (naming is on the 11th or 12th day).'
          : 'Adds Chandra Bala and Tara Bala: the transiting Moon counted from your natal Moon (taken at 12:00 on that date).'}</p>
        ${submitRow(this.busy, 'Find muhurtas', 'Scanning…', this.error)}
      </form>
    `;
  }

  static styles = [tokens, controls, formLayout, css`
    input[name='top_n'] { width: 5rem; }
    .hint { margin: -0.35rem 0 0; font-size: 0.86rem; }
    .birth { max-width: 24rem; }
    .birth input { max-width: 12rem; }
  `];
}

customElements.define('muhurta-form', MuhurtaForm);

declare global {
  interface HTMLElementTagNameMap {
    'muhurta-form': MuhurtaForm;
  }
}
