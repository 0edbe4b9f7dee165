/**
 * `<tarot-daily>`: the card of the day, small, for the start page. "Today" is the calendar date
 * in this device's time zone; /v1/tarot/daily gives every reader the same card on that date
 * (the first card of the draw seeded "akasha-daily:YYYY-MM-DD").
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { v1, type DailyAnswer } from './tarot-api';
import './tarot-card';

export class TarotDaily extends LitElement {
  static properties = {
    date: { type: String },
    answer: { state: true },
    error: { state: true },
  };

  /** A fixed date YYYY-MM-DD instead of today (for tests and embedding). */
  declare date: string | undefined;
  declare answer: DailyAnswer | undefined;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('date') || (!this.answer && !this.error && !this.abort)) void this.load();
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    this.abort = undefined;
    super.disconnectedCallback();
  }

  private async load(): Promise<void> {
    const query = new URLSearchParams({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' });
    if (this.date) query.set('date', this.date);
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    try {
      this.answer = await v1<DailyAnswer>(`/v1/tarot/daily?${query}`, abort.signal);
      this.error = undefined;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    }
  }

  override render() {
    const a = this.answer;
    const d = a?.card;
    return html`
      <section class="panel" aria-labelledby="daily-title">
        ${d ? html`<tarot-card face-up decorative .card=${d.card} ?reversed=${d.reversed}></tarot-card>` : html`<div class="placeholder" aria-hidden="true"></div>`}
        <div class="text">
          <h2 id="daily-title">Card of the day</h2>
          ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
          ${a && d ? html`
            <p class="name"><strong>${d.card.name}</strong>
              <span class="muted">${d.reversed ? 'reversed' : 'upright'}</span></p>
            <p class="meaning">${d.meaning}</p>
            <p class="muted small">${d.keywords.slice(0, 3).join(' · ')} · ${a.date} (${a.tz}) · the same card for everyone today</p>
            <a href="#/tarot">Draw a spread →</a>` : this.error ? nothing : html`<p class="muted">Drawing today's card…</p>`}
        </div>
      </section>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .panel { display: flex; gap: 1rem; align-items: flex-start; }
    tarot-card, .placeholder { --tarot-card-width: 84px; flex: none; }
    .placeholder { width: 84px; aspect-ratio: 7 / 12; border-radius: 7px; background: var(--ak-surface-2); }
    .text { min-width: 0; }
    h2 { margin-bottom: 0.25rem; }
    p { margin: 0.25rem 0; }
    .name strong { font-size: 1.05rem; }
    .small { font-size: 0.85rem; }
  `];
}

customElements.define('tarot-daily', TarotDaily);

declare global {
  interface HTMLElementTagNameMap {
    'tarot-daily': TarotDaily;
  }
}
