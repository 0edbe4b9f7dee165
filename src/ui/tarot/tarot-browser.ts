/**
 * `<tarot-browser>`: the 78-card deck. Filter by suit (toggle buttons) and by keyword search
 * (every word must occur in the name, archetype, suit, element, correspondence or keywords, as
 * /v1/tarot/cards defines it); open a card to read both meanings, its keywords, element,
 * astrological correspondence and yes/no tendency, and what its emblem shows.
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { v1, type CardsAnswer, type TarotCard } from './tarot-api';
import './tarot-card';

const SUIT_FILTERS = ['All', 'Major Arcana', 'Wands', 'Cups', 'Pentacles', 'Swords'] as const;
type SuitFilter = (typeof SUIT_FILTERS)[number];

/** Milliseconds of quiet typing before the search runs. */
const SEARCH_DELAY_MS = 200;

const YES_NO_TEXT: Record<TarotCard['yes_no'], string> = {
  yes: 'leans yes', no: 'leans no', maybe: 'maybe: it depends',
};

export class TarotBrowser extends LitElement {
  static properties = {
    suit: { state: true },
    search: { state: true },
    answer: { state: true },
    selected: { state: true },
    showReversed: { state: true },
    error: { state: true },
  };

  declare suit: SuitFilter;
  declare search: string;
  declare answer: CardsAnswer | undefined;
  declare selected: TarotCard | undefined;
  declare showReversed: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.suit = 'All';
    this.search = '';
    this.showReversed = false;
  }

  override firstUpdated(): void {
    void this.load();
  }

  override disconnectedCallback(): void {
    clearTimeout(this.timer);
    this.abort?.abort();
    super.disconnectedCallback();
  }

  /** Loads the cards for the current filter. */
  async load(): Promise<void> {
    clearTimeout(this.timer);
    const query = new URLSearchParams();
    if (this.suit !== 'All') query.set('suit', this.suit);
    if (this.search.trim() !== '') query.set('search', this.search.trim());
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    try {
      const qs = query.toString();
      const answer = await v1<CardsAnswer>(`/v1/tarot/cards${qs ? `?${qs}` : ''}`, abort.signal);
      this.answer = answer;
      this.error = undefined;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    }
  }

  private setSuit(s: SuitFilter): void {
    this.suit = s;
    void this.load();
  }

  private onSearch(e: Event): void {
    this.search = (e.target as HTMLInputElement).value;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.load(), SEARCH_DELAY_MS);
  }

  private async open(card: TarotCard): Promise<void> {
    this.selected = card;
    this.showReversed = false;
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
  }

  private detail(c: TarotCard) {
    return html`
      <div class="detail">
        <div class="detail-card">
          <tarot-card face-up .card=${c} ?reversed=${this.showReversed}></tarot-card>
          <button type="button" class="secondary small" aria-pressed=${this.showReversed ? 'true' : 'false'}
            @click=${() => { this.showReversed = !this.showReversed; }}>Show ${this.showReversed ? 'upright' : 'reversed'}</button>
        </div>
        <div class="detail-text">
          <h3 id="detail-title">${c.name}</h3>
          <p class="muted">${c.archetype} · ${c.suit}${c.arcana === 'major' ? ` ${c.rank}` : ''}</p>
          <dl class="facts">
            <dt>Element</dt><dd>${c.element}</dd>
            <dt>Astrology</dt><dd>${c.astrology}</dd>
            <dt>Yes / no</dt><dd class="yes-no">${YES_NO_TEXT[c.yes_no]}</dd>
            <dt>Number</dt><dd>${c.number} (${c.rank})</dd>
          </dl>
          <h4>Upright</h4>
          <p class="upright">${c.upright}</p>
          <p class="keywords muted">${c.keywords.upright.join(' · ')}</p>
          <h4>Reversed</h4>
          <p class="reversed">${c.reversed}</p>
          <p class="keywords muted">${c.keywords.reversed.join(' · ')}</p>
          <p class="emblem muted"><strong>On the face:</strong> ${c.emblem}</p>
        </div>
      </div>`;
  }

  override render() {
    const a = this.answer;
    return html`
      <section class="panel">
        <h2>The deck</h2>
        <div class="filters">
          <div class="suits" role="group" aria-label="Suit">
            ${SUIT_FILTERS.map((s) => html`<button type="button" class=${s === this.suit ? '' : 'secondary'}
              aria-pressed=${s === this.suit ? 'true' : 'false'} @click=${() => this.setSuit(s)}>${s}</button>`)}
          </div>
          <label class="search">Search keywords
            <input type="search" name="search" placeholder="love, Saturn, new beginnings…" .value=${this.search} @input=${this.onSearch} />
          </label>
        </div>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        ${a ? html`
          <p class="count muted" aria-live="polite">${a.count === 1 ? '1 card' : `${a.count} cards`}${a.search ? html` matching “${a.search}”` : ''}${a.suit ? ` in ${a.suit}` : ''}</p>
          <ul class="grid">
            ${a.cards.map((c) => html`<li>
              <button type="button" class="tile" data-card-id=${c.id} aria-haspopup="dialog" @click=${() => this.open(c)}>
                <tarot-card face-up decorative .card=${c}></tarot-card>
                <span class="tile-name">${c.name}</span>
              </button>
            </li>`)}
          </ul>` : html`<p class="muted">Loading the deck…</p>`}
      </section>
      <dialog aria-labelledby="detail-title" @close=${() => { this.selected = undefined; }}>
        ${this.selected ? this.detail(this.selected) : nothing}
        <form method="dialog" class="close"><button type="submit">Close</button></form>
      </dialog>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .filters { display: flex; flex-wrap: wrap; gap: 0.75rem 1.25rem; align-items: end; }
    .suits { display: flex; flex-wrap: wrap; gap: 0.35rem; }
    .suits button { padding: 0.3rem 0.7rem; font-size: 0.9rem; }
    .search { flex: 1 1 12rem; max-width: 24rem; }
    .search input { width: 100%; box-sizing: border-box; }
    .count { margin: 0.75rem 0 0.5rem; }
    .grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem 0.5rem; grid-template-columns: repeat(auto-fill, minmax(92px, 1fr)); }
    .tile {
      width: 100%; display: grid; justify-items: center; gap: 0.3rem; padding: 0.4rem 0.25rem;
      background: transparent; color: var(--ak-text); border: 1px solid transparent; border-radius: 8px;
    }
    .tile:hover { background: var(--ak-surface-2); border-color: var(--ak-border); }
    .tile tarot-card { --tarot-card-width: 80px; }
    .tile-name { font-size: 0.8rem; line-height: 1.2; text-align: center; }
    dialog {
      border: 1px solid var(--ak-border); border-radius: var(--ak-radius); padding: 1.25rem;
      background: var(--ak-surface); color: var(--ak-text); width: min(760px, calc(100vw - 2rem)); max-height: calc(100vh - 2rem);
      box-sizing: border-box;
    }
    dialog::backdrop { background: rgba(10, 6, 30, 0.55); }
    .detail { display: flex; flex-wrap: wrap; gap: 1.25rem; }
    .detail-card { display: grid; justify-items: center; align-content: start; align-self: flex-start; gap: 0.5rem; margin: 0 auto; }
    .detail-card tarot-card { --tarot-card-width: 170px; }
    .detail-text { flex: 1 1 300px; min-width: 0; }
    .detail-text h4 { margin: 1rem 0 0.2rem; }
    .detail-text p { margin: 0.25rem 0; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.75rem; margin: 0.5rem 0; }
    .facts dt { color: var(--ak-muted); }
    .facts dd { margin: 0; }
    .keywords { font-size: 0.88rem; }
    .emblem { margin-top: 1rem !important; font-size: 0.9rem; }
    .close { display: flex; justify-content: flex-end; margin-top: 1rem; }
    button.small { padding: 0.2rem 0.6rem; font-size: 0.85rem; }
  `];
}

customElements.define('tarot-browser', TarotBrowser);

declare global {
  interface HTMLElementTagNameMap {
    'tarot-browser': TarotBrowser;
  }
}
