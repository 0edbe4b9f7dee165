/**
 * `<muhurta-finder>`: the muhurta page (`#/muhurta`). A search in (`<muhurta-form>`); out come
 * the best windows of the range (`<muhurta-windows>`: /v1/muhurta/best-time with the chosen
 * top_n), a calendar heat map of every scanned date coloured by its best slot
 * (`<muhurta-heatmap>`: best-time over that one date, top_n=1, dates filled in one by one), and
 * the opened slot's factors and warnings (`<slot-factors>`). A refused search shows the API's
 * own message (the 31-day rule, top_n over 20, ...). All through the engine Worker.
 */
import { LitElement, css, html, nothing } from 'lit';
import { engine } from '../../worker/client';
import { controls, tokens } from '../theme';
import { type BestTimeAnswer, PURPOSES, type Slot, addDays, dayLabel, daysFrom } from './grades';
import type { DayCell } from './muhurta-heatmap';
import type { MuhurtaQuery } from './muhurta-form';
import './muhurta-form';
import './muhurta-heatmap';
import './muhurta-windows';
import './slot-factors';

/** The best-time query of a search, over [start, end). */
function bestTimePath(s: MuhurtaQuery, start: string, end: string, topN: number): string {
  const q = new URLSearchParams({
    start_date: start, end_date: end, tz: s.place.tz, lat: String(s.place.lat), lon: String(s.place.lon), purpose: s.purpose, top_n: String(topN),
  });
  if (s.birth_date) q.set('birth_date', s.birth_date);
  return `/v1/muhurta/best-time?${q}`;
}

async function bestTime(path: string, signal: AbortSignal): Promise<BestTimeAnswer> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) throw new Error((res.body as { error?: { message?: string } })?.error?.message ?? `status ${res.status}`);
  return res.body as BestTimeAnswer;
}

export class MuhurtaFinder extends LitElement {
  static properties = {
    search: { state: true },
    answer: { state: true },
    days: { state: true },
    opened: { state: true },
    busy: { state: true },
    error: { state: true },
  };

  declare search: MuhurtaQuery | undefined;
  declare answer: BestTimeAnswer | undefined;
  declare days: DayCell[];
  declare opened: Slot | undefined;
  declare busy: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.days = [];
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  /** Scans the range: the best windows first, then each date for the heat map. */
  async find(s: MuhurtaQuery): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.search = s;
    this.busy = true;
    this.error = undefined;
    this.answer = undefined;
    this.opened = undefined;
    this.days = [];
    try {
      const answer = await bestTime(bestTimePath(s, s.start_date, s.end_date, s.top_n), abort.signal);
      this.answer = answer;
      const n = daysFrom(s.start_date, s.end_date);
      this.days = Array.from({ length: n }, (_, i) => ({ date: addDays(s.start_date, i), state: 'pending' as const }));
      for (let i = 0; i < n; i++) {
        const date = this.days[i]!.date;
        let cell: DayCell;
        try {
          const day = await bestTime(bestTimePath(s, date, addDays(date, 1), 1), abort.signal);
          cell = { date, state: 'done', slot: day.windows[0] ?? null };
        } catch (err) {
          if (abort.signal.aborted) return;
          cell = { date, state: 'error', error: err instanceof Error ? err.message : String(err) };
        }
        this.days = this.days.map((c, j) => (j === i ? cell : c));
      }
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private async openSlot(slot: Slot): Promise<void> {
    this.opened = slot;
    await this.updateComplete;
    const panel = this.renderRoot.querySelector<HTMLElement>('#slot-panel');
    panel?.focus({ preventScroll: true });
    panel?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }

  private results(a: BestTimeAnswer, s: MuhurtaQuery) {
    const purpose = PURPOSES.find(([id]) => id === a.purpose)?.[1] ?? a.purpose;
    const done = this.days.filter((d) => d.state !== 'pending').length;
    const openDate = this.opened && this.days.find((d) => d.slot?.start_iso === this.opened!.start_iso)?.date;
    return html`
      <section class="panel" aria-labelledby="found-h">
        <h2 id="found-h">${purpose} · ${s.place.name}</h2>
        <p class="muted scanned">Scanned ${dayLabel(a.start_date)} to ${dayLabel(addDays(a.end_date, -1))} (the end date, ${dayLabel(a.end_date)}, is not scanned):
          ${a.slots_scored} daylight slots of one hour, scored by the ${a.scoring.replace(/_/g, ' ')} rules${a.birth ? html`, with Chandra and Tara Bala from a Moon in ${a.birth.moon_sign}, ${a.birth.nakshatra}` : ''}.</p>
        ${a.warnings.length ? html`<ul class="warn">${a.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : nothing}
        <div class="grid">
          <div class="map">
            <h3>Calendar</h3>
            <muhurta-heatmap .days=${this.days} selected=${openDate ?? nothing} @slot-open=${(e: CustomEvent<Slot>) => this.openSlot(e.detail)}></muhurta-heatmap>
            ${done < this.days.length ? html`<p class="muted" role="status">Scanning dates: ${done} of ${this.days.length}…</p>` : nothing}
          </div>
          <div class="list">
            <h3>Best windows</h3>
            <muhurta-windows .windows=${a.windows} selected=${this.opened?.start_iso ?? nothing} @slot-open=${(e: CustomEvent<Slot>) => this.openSlot(e.detail)}></muhurta-windows>
          </div>
        </div>
      </section>
      <section class="panel slot" id="slot-panel" tabindex="-1" aria-labelledby="slot-h">
        <h3 id="slot-h">${this.opened ? 'The slot and its factors' : 'Factors'}</h3>
        ${this.opened ? html`<slot-factors .value=${this.opened} tz=${a.tz}></slot-factors>` : html`<p class="muted">Open a window or a date to see its factors and warnings.</p>`}
      </section>
    `;
  }

  override render() {
    return html`
      <section class="panel form-panel">
        <h2>Muhurta</h2>
        <p class="muted intro">Find the best hours for an undertaking: each one-hour slot between sunrise and sunset is scored 0-100 by the classical rules for its purpose.</p>
        <muhurta-form ?busy=${this.busy} @muhurta-search=${(e: CustomEvent<MuhurtaQuery>) => this.find(e.detail)}></muhurta-form>
        ${this.error ? html`<p class="error api-error" role="alert">${this.error}</p>` : nothing}
        ${this.busy && !this.answer ? html`<p class="muted" role="status">Scanning…</p>` : nothing}
      </section>
      ${this.answer && this.search ? this.results(this.answer, this.search) : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; min-width: 0; }
    .panel { min-width: 0; }
    .intro { margin-top: 0; }
    .scanned { font-size: 0.88rem; }
    ul.warn { font-size: 0.88rem; padding-left: 1.1rem; }
    .grid { display: grid; grid-template-columns: minmax(0, 34rem) minmax(0, 1fr); gap: 1rem 1.5rem; align-items: start; }
    .slot:focus { outline: none; }
    .slot:focus-visible { outline: 3px solid color-mix(in srgb, var(--ak-accent) 45%, transparent); }
    @media (max-width: 860px) {
      .grid { grid-template-columns: minmax(0, 1fr); }
      .panel { padding: 0.75rem; }
    }
  `];
}

customElements.define('muhurta-finder', MuhurtaFinder);

declare global {
  interface HTMLElementTagNameMap {
    'muhurta-finder': MuhurtaFinder;
  }
}
