/**
 * `<tarot-card>`: one card, drawn for Akasha in SVG from the card's data: its number (a roman
 * numeral for the Major Arcana), its name, its suit symbols (Ace..Ten as pips, courts as one
 * large symbol with a court mark) or, for a Major Arcana card, a simple emblem following the
 * card's `emblem` text. Face down it shows the back. A reversed card's face is turned 180°.
 * Turning over is a CSS 3D flip; with `prefers-reduced-motion` it happens at once.
 *
 * With `flippable` the card is a button (its label says what it is and that it turns over);
 * otherwise it is an image labelled with the card's name and orientation, or hidden from
 * assistive technology with `decorative` when the text beside it already says so.
 *
 * @fires tarot-flip - `CustomEvent<{ faceUp: boolean }>` after a click turned a flippable card (bubbles, composed).
 * @cssprop --tarot-card-width - Width of the card (default 140px); the height follows at 7:12.
 */
import { LitElement, css, html, nothing, svg } from 'lit';
import type { TarotCard } from '../../engine/tarot/types';
import { BACK, majorArt, minorArt, SUIT_SYMBOL } from './tarot-art';

/** What the face needs from a card: the fields of /v1/tarot cards. */
export type TarotFace = Pick<TarotCard, 'id' | 'name' | 'arcana' | 'suit' | 'number' | 'rank'>;

export interface TarotFlipDetail {
  faceUp: boolean;
}

/** Label at the top of the face: the roman numeral, ACE, 2..10 or the court's title. */
function topLabel(c: TarotFace): string {
  if (c.arcana === 'major') return c.rank;
  if (c.number === 1) return 'ACE';
  if (c.number <= 10) return String(c.number);
  return c.rank.toUpperCase();
}

export class TarotCardElement extends LitElement {
  static properties = {
    card: { attribute: false },
    reversed: { type: Boolean, reflect: true },
    faceUp: { type: Boolean, reflect: true, attribute: 'face-up' },
    flippable: { type: Boolean },
    decorative: { type: Boolean },
    label: { type: String },
  };

  /** The card to draw; without one the card can only show its back. */
  declare card: TarotFace | undefined;
  /** Drawn reversed: the face is shown turned 180°. */
  declare reversed: boolean;
  /** Face up (true) or showing the back. */
  declare faceUp: boolean;
  /** A button that turns the card over when clicked. */
  declare flippable: boolean;
  /** Hidden from assistive technology (the surrounding text names the card). */
  declare decorative: boolean;
  /** What the card stands for in a spread ("Past"), used in the face-down label. */
  declare label: string | undefined;

  constructor() {
    super();
    this.reversed = false;
    this.faceUp = false;
    this.flippable = false;
    this.decorative = false;
  }

  /** The accessible name: card and orientation face up; what it is face down. */
  get accessibleName(): string {
    const c = this.card;
    if (this.faceUp && c) return `${c.name}, ${this.reversed ? 'reversed' : 'upright'}`;
    const what = this.label ? `Face-down card: ${this.label}` : 'Face-down card';
    return this.flippable ? `${what}. Turn over` : what;
  }

  private flip(): void {
    if (!this.card) return;
    this.faceUp = !this.faceUp;
    this.dispatchEvent(new CustomEvent<TarotFlipDetail>('tarot-flip', { detail: { faceUp: this.faceUp }, bubbles: true, composed: true }));
  }

  private face() {
    const c = this.card;
    if (!c) return nothing;
    const minor = c.arcana === 'minor' ? (c.suit as Exclude<TarotCard['suit'], 'Major Arcana'>) : undefined;
    const corner = minor
      ? SUIT_SYMBOL[minor]
      : svg`<path class="g" d="M0,-7 L2,-2 L7,0 L2,2 L0,7 L-2,2 L-7,0 L-2,-2 Z" />`;
    const nameSize = c.name.length > 17 ? 9.6 : c.name.length > 13 ? 10.6 : 11.5;
    return svg`
      <rect class="face-bg" x="1" y="1" width="138" height="238" rx="10" />
      <rect class="frame" x="7" y="7" width="126" height="226" rx="6" />
      <g transform="translate(20 21) scale(0.55)">${corner}</g>
      <g transform="translate(120 21) scale(0.55)">${corner}</g>
      <text class="num" x="70" y="26" text-anchor="middle">${topLabel(c)}</text>
      <line class="rule" x1="16" y1="35" x2="124" y2="35" />
      <g transform="translate(15 60) scale(1.1)">${minor ? minorArt(minor, c.number) : majorArt(c.number)}</g>
      <line class="rule" x1="16" y1="200" x2="124" y2="200" />
      <text class="name" x="70" y="220" text-anchor="middle" font-size=${nameSize}>${c.name}</text>`;
  }

  override render() {
    const suit = this.card?.arcana === 'minor' ? this.card.suit.toLowerCase() : 'major';
    const art = html`
      <div class="flipper ${this.faceUp ? 'up' : ''}">
        <svg class="side back" viewBox="0 0 140 240" aria-hidden="true" focusable="false">${BACK}</svg>
        <svg class="side front ${this.reversed ? 'rev' : ''}" viewBox="0 0 140 240" aria-hidden="true" focusable="false">${this.face()}</svg>
      </div>`;
    if (this.flippable) {
      return html`<button type="button" class="scene ${suit}" part="card" aria-label=${this.accessibleName} @click=${this.flip}>${art}</button>`;
    }
    if (this.decorative) return html`<div class="scene ${suit}" part="card" aria-hidden="true">${art}</div>`;
    return html`<div class="scene ${suit}" part="card" role="img" aria-label=${this.accessibleName}>${art}</div>`;
  }

  static styles = css`
    :host {
      display: inline-block;
      width: var(--tarot-card-width, 140px);
      vertical-align: top;
      --ink: #2a2346;
      --paper: #fffaf0;
      --gold: #dba628;
      --suit: #6a4fc4;
      --green: #5d9c4a;
      --water: #7fb3e0;
      --red: #c8453a;
      --night: #231c4d;
    }
    .scene {
      display: block;
      width: 100%;
      aspect-ratio: 7 / 12;
      perspective: 900px;
      padding: 0;
      margin: 0;
      border: 0;
      background: none;
      font: inherit;
      cursor: default;
      border-radius: 7%;
    }
    button.scene { cursor: pointer; }
    button.scene:focus-visible { outline: 3px solid #9d8cff; outline-offset: 3px; }
    .flipper {
      position: relative;
      width: 100%;
      height: 100%;
      transform-style: preserve-3d;
      transition: transform 0.6s cubic-bezier(0.3, 0.7, 0.3, 1);
    }
    .flipper.up { transform: rotateY(180deg); }
    .side {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      backface-visibility: hidden;
      -webkit-backface-visibility: hidden;
      filter: drop-shadow(0 2px 3px rgba(20, 12, 50, 0.28));
    }
    .front { transform: rotateY(180deg); }
    .front.rev { transform: rotateY(180deg) rotate(180deg); }
    @media (prefers-reduced-motion: reduce) {
      .flipper { transition: none; }
    }

    .face-bg { fill: var(--paper); stroke: var(--ink); stroke-width: 1.5; }
    .frame { fill: none; stroke: var(--suit); stroke-width: 2; }
    .rule { stroke: var(--suit); stroke-width: 1; }
    .num { font: 700 14px Georgia, 'Times New Roman', serif; fill: var(--ink); letter-spacing: 0.06em; }
    .name { font-family: Georgia, 'Times New Roman', serif; font-weight: 700; fill: var(--ink); }

    .s, .t, .ws, .ps, .rs { fill: none; stroke-linecap: round; stroke-linejoin: round; }
    .s { stroke: var(--ink); stroke-width: 2.2; }
    .t { stroke: var(--ink); stroke-width: 1.3; }
    .thick { stroke-width: 4; }
    .wreath { stroke: var(--green); stroke-width: 3; }
    .ws { stroke: var(--water); stroke-width: 3; }
    .ps { stroke: var(--paper); stroke-width: 2; }
    .rs { stroke: var(--red); stroke-width: 2.5; }
    .k, .p, .g, .c, .gr, .b, .r { stroke: var(--ink); stroke-width: 1.2; stroke-linejoin: round; }
    .k { fill: var(--ink); }
    .p { fill: #ffffff; }
    .p.thick { stroke-width: 3; }
    .g { fill: var(--gold); }
    .c { fill: var(--suit); }
    .gr { fill: var(--green); }
    .b { fill: var(--water); }
    .r { fill: var(--red); }
    .bg { fill: var(--paper); stroke: none; }
    .glow { fill: color-mix(in srgb, var(--gold) 22%, transparent); stroke: none; }

    .back-bg { fill: var(--night); stroke: var(--ink); stroke-width: 1.5; }
    .back-line { fill: none; stroke: var(--gold); stroke-width: 1.2; }
    .back-star { fill: var(--gold); }

    .scene.wands { --suit: #c4571b; }
    .scene.cups { --suit: #2f6fae; }
    .scene.pentacles { --suit: #3f7d36; }
    .scene.swords { --suit: #5b6379; }
  `;
}

customElements.define('tarot-card', TarotCardElement);

declare global {
  interface HTMLElementTagNameMap {
    'tarot-card': TarotCardElement;
  }
  interface HTMLElementEventMap {
    'tarot-flip': CustomEvent<TarotFlipDetail>;
  }
}
