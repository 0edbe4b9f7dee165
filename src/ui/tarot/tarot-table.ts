/**
 * `<tarot-table>`: the Tarot page. Choose a spread (single card; past, present, future; the
 * ten-card Celtic Cross) and a topic, then Shuffle (the engine picks a new seed) or type a seed
 * and Draw. The cards are dealt face down; a click turns each one over, and the list below reads
 * each position with the card's meaning for the orientation drawn. The seed is shown so the same
 * draw can be replayed here, through the API or in Node. The deck's card browser follows.
 *
 * Draws come from /v1/tarot/spread through the engine Worker (seeded: cyrb128 -> sfc32,
 * Fisher-Yates; see src/engine/tarot/README.md).
 */
import { LitElement, css, html, nothing } from 'lit';
import { controls, tokens } from '../theme';
import { SPREADS, TOPIC_LABELS, v1, type SpreadAnswer, type SpreadCardAnswer, type SpreadKind, type Topic } from './tarot-api';
import type { TarotFlipDetail } from './tarot-card';
import './tarot-card';
import './tarot-browser';

/** Largest seed the API takes (2^53 - 1). */
const MAX_SEED = Number.MAX_SAFE_INTEGER;

export class TarotTable extends LitElement {
  static properties = {
    kind: { state: true },
    topic: { state: true },
    seedText: { state: true },
    spread: { state: true },
    faceUp: { state: true },
    busy: { state: true },
    error: { state: true },
  };

  declare kind: SpreadKind;
  declare topic: Topic;
  declare seedText: string;
  declare spread: SpreadAnswer | undefined;
  declare faceUp: boolean[];
  declare busy: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.kind = 'three';
    this.topic = 'general';
    this.seedText = '';
    this.faceUp = [];
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  /** Draws with the typed seed (a new random one when the field is empty). */
  private onSubmit(ev: Event): void {
    ev.preventDefault();
    const text = this.seedText.trim();
    if (text === '') return void this.draw(undefined);
    if (!/^\d{1,16}$/.test(text) || Number(text) < 1 || Number(text) > MAX_SEED) {
      this.error = `The seed must be a whole number from 1 to ${MAX_SEED.toLocaleString('en')}.`;
      return;
    }
    void this.draw(Number(text));
  }

  /** Draws with `seed`, or lets the engine choose a new one (a fresh shuffle). */
  private async draw(seed: number | undefined): Promise<void> {
    const query = new URLSearchParams({ type: this.kind, topic: this.topic });
    if (seed !== undefined) query.set('seed', String(seed));
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.busy = true;
    this.error = undefined;
    try {
      const s = await v1<SpreadAnswer>(`/v1/tarot/spread?${query}`, abort.signal);
      this.spread = s;
      this.faceUp = s.cards.map(() => false);
      this.seedText = String(s.seed);
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private setFaceUp(i: number, up: boolean): void {
    const next = [...this.faceUp];
    next[i] = up;
    this.faceUp = next;
  }

  private turnAll(up: boolean): void {
    this.faceUp = this.faceUp.map(() => up);
  }

  private placeCard(c: SpreadCardAnswer, i: number) {
    const celtic = this.spread?.type === 'celtic';
    const caption = celtic && c.position === 1
      ? html`<span class="n">1</span> <span class="nm">${c.name}</span> · <span class="n">2</span> <span class="nm">across</span>`
      : html`<span class="n">${c.position}</span> <span class="nm">${c.name}</span>`;
    return html`
      <figure class="slot p${c.position}">
        <tarot-card flippable .card=${c.card} ?reversed=${c.reversed}
          .faceUp=${this.faceUp[i] ?? false} label=${`${c.position}, ${c.name}`}
          @tarot-flip=${(e: CustomEvent<TarotFlipDetail>) => this.setFaceUp(i, e.detail.faceUp)}></tarot-card>
        ${celtic && c.position === 2 ? nothing : html`<figcaption>${caption}</figcaption>`}
      </figure>`;
  }

  private reading(c: SpreadCardAnswer, i: number) {
    const up = this.faceUp[i] ?? false;
    return html`
      <li class="reading" data-position=${c.position} data-key=${c.key}>
        <h4><span class="pos-num">${c.position}</span> <span class="pos-name">${c.name}</span></h4>
        <p class="muted pos-desc">${c.description}</p>
        ${up ? html`
          <p class="drawn"><strong class="card-name">${c.card.name}</strong>
            ${c.reversed ? html`<span class="badge reversed">Reversed</span>` : html`<span class="badge upright">Upright</span>`}
            <span class="muted">· ${c.card.suit} · ${c.card.element} · ${c.card.astrology}</span></p>
          <p class="sentence">${c.reading}</p>
          <p class="meaning">${c.meaning}</p>
          <p class="keywords muted">${c.keywords.join(' · ')}</p>`
        : html`<p class="muted face-down">Face down: turn the card over to read this position.
            <button type="button" class="secondary small" @click=${() => this.setFaceUp(i, true)}>Turn over</button></p>`}
      </li>`;
  }

  override render() {
    const s = this.spread;
    const allUp = this.faceUp.length > 0 && this.faceUp.every(Boolean);
    return html`
      <section class="panel">
        <h2>Tarot table</h2>
        <p class="muted">Cards are shuffled on this device by a seeded generator: the same seed always deals the same cards, here, in the API and in Node.</p>
        <form class="draw" @submit=${this.onSubmit}>
          <label>Spread
            <select name="type" @change=${(e: Event) => { this.kind = (e.target as HTMLSelectElement).value as SpreadKind; }}>
              ${SPREADS.map((o) => html`<option value=${o.kind} ?selected=${o.kind === this.kind}>${o.label}</option>`)}
            </select>
          </label>
          <label>Topic
            <select name="topic" @change=${(e: Event) => { this.topic = (e.target as HTMLSelectElement).value as Topic; }}>
              ${Object.entries(TOPIC_LABELS).map(([k, v]) => html`<option value=${k} ?selected=${k === this.topic}>${v}</option>`)}
            </select>
          </label>
          <label>Seed
            <input name="seed" inputmode="numeric" autocomplete="off" placeholder="empty: a new one" size="14"
              .value=${this.seedText} @input=${(e: Event) => { this.seedText = (e.target as HTMLInputElement).value; }} />
          </label>
          <div class="actions">
            <button type="button" class="secondary" ?disabled=${this.busy} @click=${() => this.draw(undefined)}>Shuffle</button>
            <button type="submit" ?disabled=${this.busy}>${this.busy ? 'Dealing…' : 'Draw'}</button>
          </div>
        </form>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      </section>
      ${s ? html`
        <section class="panel spread" aria-label=${s.name} data-type=${s.type}>
          <h3>${s.name}</h3>
          <p class="muted desc">${s.description} ${s.topic === 'general' ? '' : s.topic_note}</p>
          <p class="seed">Seed <strong class="mono" data-seed>${s.seed}</strong>
            <span class="muted">· ${s.seed_generated ? 'a new shuffle; ' : ''}type it in to replay this draw</span></p>
          <div class="stage"><div class="layout ${s.type}">${s.cards.map((c, i) => this.placeCard(c, i))}</div></div>
          <p class="turn">
            <button type="button" class="secondary" @click=${() => this.turnAll(!allUp)}>${allUp ? 'Turn all face down' : 'Turn all over'}</button>
            <span class="muted">or click a card to turn it.</span>
          </p>
          <ol class="readings">${s.cards.map((c, i) => this.reading(c, i))}</ol>
        </section>` : nothing}
      <tarot-browser></tarot-browser>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
    .actions { display: flex; gap: 0.5rem; }
    .desc, .seed { margin: 0.25rem 0 0; }
    .seed strong { font-size: 1.1rem; }

    .stage { container-type: inline-size; }
    .layout { display: grid; justify-content: center; gap: 0.75rem; margin: 1.25rem 0 0.5rem; }
    .slot { margin: 0; display: grid; justify-items: center; gap: 0.35rem; align-content: start; }
    figcaption { font-size: 0.85rem; text-align: center; color: var(--ak-muted); line-height: 1.25; }
    .layout.single tarot-card { --tarot-card-width: min(180px, 46cqi); }
    .layout.three { grid-template-columns: repeat(3, auto); gap: min(1.25rem, 3cqi); }
    .layout.three tarot-card { --tarot-card-width: min(160px, 29cqi); }

    /* Celtic Cross: the cross (1-6) on the left, the staff (7-10) on the right, 1 crossed by 2. */
    .layout.celtic {
      --w: min(112px, 16cqi);
      grid-template-columns: repeat(3, calc(var(--w) * 1.45)) calc(var(--w) * 1.2);
      grid-template-areas: '. p5 . p10' 'p4 p1 p6 p9' '. p3 . p8' '. . . p7';
      column-gap: min(1.2rem, 2cqi);
      row-gap: 0.5rem;
    }
    .layout.celtic tarot-card { --tarot-card-width: var(--w); }
    .layout.celtic figcaption { font-size: 0.78rem; max-width: calc(var(--w) * 1.4); }
    /* On a narrow table the Celtic Cross captions keep only the numbers; the list below names them. */
    @container (max-width: 520px) { .layout.celtic .nm { display: none; } }
    .celtic .p1 { grid-area: p1; } .celtic .p2 { grid-area: p1; z-index: 1; }
    .celtic .p3 { grid-area: p3; } .celtic .p4 { grid-area: p4; } .celtic .p5 { grid-area: p5; }
    .celtic .p6 { grid-area: p6; } .celtic .p7 { grid-area: p7; } .celtic .p8 { grid-area: p8; }
    .celtic .p9 { grid-area: p9; } .celtic .p10 { grid-area: p10; margin-left: 0; }
    .celtic .p2 tarot-card { transform: rotate(90deg); }
    .celtic .p7, .celtic .p8, .celtic .p9, .celtic .p10 { padding-left: min(1rem, 2cqi); border-left: 1px dashed var(--ak-border); }

    .turn { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: center; }
    .readings { list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); }
    .reading { border: 1px solid var(--ak-border); border-radius: 8px; padding: 0.75rem 0.9rem; background: var(--ak-surface-2); }
    .reading h4 { margin: 0; font-size: 1rem; }
    .reading p { margin: 0.35rem 0 0; }
    .pos-num { display: inline-grid; place-items: center; width: 1.5rem; height: 1.5rem; border-radius: 50%; background: var(--ak-accent); color: var(--ak-accent-text); font-size: 0.8rem; }
    .card-name { font-size: 1.05rem; }
    .badge { display: inline-block; font-size: 0.78rem; font-weight: 600; padding: 0.05rem 0.45rem; border-radius: 999px; border: 1px solid currentColor; }
    .badge.reversed { color: var(--ak-warn); }
    .badge.upright { color: var(--ak-ok); }
    .sentence { font-style: italic; }
    .keywords { font-size: 0.88rem; }
    button.small { padding: 0.2rem 0.6rem; font-size: 0.85rem; margin-left: 0.25rem; }
  `];
}

customElements.define('tarot-table', TarotTable);

declare global {
  interface HTMLElementTagNameMap {
    'tarot-table': TarotTable;
  }
}
