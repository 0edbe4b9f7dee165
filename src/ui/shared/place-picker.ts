/**
 * `<place-picker>`: where a chart or a panchang is cast. Type a few letters of a city (case and
 * accents do not matter: "bogota", "Chennai", "tamil" all work) and pick from the offline list
 * (content/places/places.json), or open "Enter coordinates" and type latitude, longitude and a
 * zone (an IANA name such as Asia/Kolkata, or an offset such as +05:30). The places used last
 * are offered when the box is empty; they live in IndexedDB (`akasha-ui`, store `places`).
 *
 * API (kept small; the kundli and panchang pages use it):
 * - `value: Place | undefined`: the chosen place; set it to show a place (no event is fired).
 * - `label`: the field's label (default "Place of birth").
 * - `db`: the UiDb to remember places in (default: the shared `akasha-ui`; tests pass their own).
 *
 * @fires place-change - `CustomEvent<Place>` when a person picks or enters a place (bubbles, composed).
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { type PlaceRow, countryName, formatLatLon, loadPlaces, parseAngle, parseZone, searchPlaces } from './place-search';
import { type RecentPlace, type UiDb, uiDb } from './ui-db';

/** A place as the engine needs it: decimal degrees (north, east positive) and a zone. */
export interface Place {
  name: string;
  lat: number;
  lon: number;
  /** IANA name or a fixed offset such as +05:30. */
  tz: string;
}

type Option = (PlaceRow | RecentPlace) & { recent?: boolean };

let uid = 0;

export class PlacePicker extends LitElement {
  static properties = {
    value: { attribute: false },
    label: {},
    db: { attribute: false },
    query: { state: true },
    options: { state: true },
    open: { state: true },
    active: { state: true },
    manualError: { state: true },
  };

  declare value: Place | undefined;
  declare label: string;
  declare db: UiDb;
  declare query: string;
  declare options: Option[];
  declare open: boolean;
  declare active: number;
  declare manualError: string | undefined;
  private readonly baseId = `pp${++uid}`;
  private searchSeq = 0;

  constructor() {
    super();
    this.label = 'Place of birth';
    this.db = uiDb();
    this.query = '';
    this.options = [];
    this.open = false;
    this.active = -1;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('value') && this.value) this.query = this.value.name;
  }

  private async refresh(): Promise<void> {
    const seq = ++this.searchSeq;
    let opts: Option[];
    if (this.query.trim() && this.query !== this.value?.name) {
      opts = searchPlaces(await loadPlaces(), this.query);
    } else {
      opts = (await this.db.recentPlaces().catch(() => [])).map((p) => ({ ...p, recent: true }));
    }
    if (seq !== this.searchSeq) return;
    this.options = opts;
    this.active = opts.length ? 0 : -1;
  }

  private onInput(e: Event): void {
    this.query = (e.target as HTMLInputElement).value;
    this.open = true;
    void this.refresh();
  }

  private onFocus(): void {
    this.open = true;
    void this.refresh();
  }

  private onKey(e: KeyboardEvent): void {
    const n = this.options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!this.open) { this.open = true; void this.refresh(); return; }
      if (n) this.active = (this.active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n;
    } else if (e.key === 'Enter') {
      if (this.open && this.active >= 0 && this.options[this.active]) {
        e.preventDefault();
        this.choose(this.options[this.active]!);
      }
    } else if (e.key === 'Escape') {
      this.open = false;
    }
  }

  /** Picks a place as a person would: shows it, remembers it, fires place-change. */
  choose(p: Place): void {
    const place: Place = { name: p.name, lat: p.lat, lon: p.lon, tz: p.tz };
    this.value = place;
    this.query = place.name;
    this.open = false;
    this.manualError = undefined;
    void this.db.rememberPlace(place).catch(() => undefined);
    this.dispatchEvent(new CustomEvent<Place>('place-change', { detail: place, bubbles: true, composed: true }));
  }

  private useManual(e: Event): void {
    e.preventDefault();
    const root = this.renderRoot;
    const val = (n: string) => root.querySelector<HTMLInputElement>(`[name="${n}"]`)?.value ?? '';
    const lat = parseAngle(val('m-lat'), 'lat');
    const lon = parseAngle(val('m-lon'), 'lon');
    const zone = parseZone(val('m-tz'));
    const err = [lat, lon, zone].filter((x): x is string => typeof x === 'string');
    if (err.length) { this.manualError = err.join(' · '); return; }
    const name = val('m-name').trim() || formatLatLon(lat as number, lon as number);
    this.choose({ name, lat: lat as number, lon: lon as number, tz: (zone as { tz: string }).tz });
  }

  private where(o: Option): string {
    if (o.recent) return 'recent';
    const r = o as PlaceRow;
    return [r.admin, countryName(r.country)].filter(Boolean).join(', ');
  }

  override render() {
    const v = this.value;
    const listId = `${this.baseId}-list`;
    const showList = this.open && this.options.length > 0;
    return html`
      <div class="field">
        <label for="${this.baseId}-q">${this.label}</label>
        <div class="combo">
          <input id="${this.baseId}-q" name="place-query" type="search" autocomplete="off" spellcheck="false"
            role="combobox" aria-autocomplete="list" aria-controls=${listId} aria-expanded=${showList ? 'true' : 'false'}
            aria-activedescendant=${showList && this.active >= 0 ? `${this.baseId}-o${this.active}` : nothing}
            placeholder="City, e.g. Chennai" .value=${this.query}
            @input=${this.onInput} @focus=${this.onFocus} @keydown=${this.onKey} @blur=${() => { this.open = false; }} />
          <ul id=${listId} role="listbox" aria-label="Places" ?hidden=${!showList}>
            ${this.options.map((o, i) => html`
              <li id="${this.baseId}-o${i}" role="option" aria-selected=${i === this.active ? 'true' : 'false'}
                @mousedown=${(e: Event) => e.preventDefault()} @click=${() => this.choose(o)}>
                <span class="name">${o.name}</span> <span class="where">${this.where(o)}</span>
              </li>`)}
          </ul>
        </div>
        <p class="chosen" aria-live="polite">
          ${v ? html`<strong>${v.name}</strong> <span class="muted">${formatLatLon(v.lat, v.lon)} · ${v.tz}</span>` : html`<span class="muted">No place chosen yet</span>`}
        </p>
      </div>
      <details>
        <summary>Enter coordinates</summary>
        <form class="manual" @submit=${this.useManual} novalidate>
          <label>Name <input name="m-name" placeholder="optional" /></label>
          <label>Latitude <input name="m-lat" inputmode="decimal" placeholder="13.0878 or 13°05' N" required /></label>
          <label>Longitude <input name="m-lon" inputmode="decimal" placeholder="80.2785 or 80°17' E" required /></label>
          <label>Time zone <input name="m-tz" placeholder="Asia/Kolkata or +05:30" required /></label>
          <button type="submit" class="secondary">Use these</button>
        </form>
        ${this.manualError ? html`<p class="error" role="alert">${this.manualError}</p>` : nothing}
      </details>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 0.35rem; min-width: 0; }
    .field { display: grid; gap: 0.25rem; }
    label { font-size: 0.92rem; }
    .combo { position: relative; }
    .combo input { width: 100%; box-sizing: border-box; }
    ul[role='listbox'] {
      position: absolute; z-index: 5; left: 0; right: 0; top: calc(100% + 2px); margin: 0; padding: 0.25rem 0; list-style: none;
      background: var(--ak-surface); border: 1px solid var(--ak-border); border-radius: 8px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
      max-height: 18rem; overflow-y: auto;
    }
    li { padding: 0.4rem 0.65rem; cursor: pointer; display: flex; gap: 0.5rem; align-items: baseline; flex-wrap: wrap; }
    li[aria-selected='true'] { background: var(--ak-surface-2); }
    li .where { color: var(--ak-muted); font-size: 0.85rem; }
    .chosen { margin: 0; font-size: 0.88rem; line-height: 1.35; }
    summary { cursor: pointer; font-size: 0.88rem; color: var(--ak-accent); }
    .manual { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-top: 0.4rem; }
    .manual input { width: 10rem; }
    .error { margin: 0.3rem 0 0; font-size: 0.88rem; }
  `];
}

customElements.define('place-picker', PlacePicker);

declare global {
  interface HTMLElementTagNameMap {
    'place-picker': PlacePicker;
  }
}
