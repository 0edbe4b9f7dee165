/**
 * The drawings on Akasha's tarot cards, made for the project from basic SVG shapes: the four
 * suit symbols, pip layouts for Ace..Ten, court marks, one simple emblem per Major Arcana card
 * (each follows the card's authored `emblem` text) and the card back. Not an element: fragments
 * for `<tarot-card>`, whose styles give the classes below their colours.
 *
 * Classes: `s` ink outline, `t` thin ink outline, `k` ink fill, `p` paper fill, `g` gold fill,
 * `c` suit-colour fill, `gr` green fill, `b` water fill, `r` red fill, `ws` water stroke,
 * `bg` the face's own colour (to hide what lies behind, e.g. a sun below the horizon).
 * Emblems and pip layouts are drawn in a 100 x 100 box; suit symbols in a 20 x 20 box centred
 * on the origin.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { Suit } from '../../engine/tarot/types';

type Frag = SVGTemplateResult;

/** Path of a star with `points` tips, outer radius `ro`, inner `ri`, first tip at `rot` degrees (0 = up). */
export function starPath(cx: number, cy: number, points: number, ro: number, ri: number, rot = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? ro : ri;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + r * Math.sin(a)).toFixed(2)},${(cy - r * Math.cos(a)).toFixed(2)}`);
  }
  return `M${out.join(' L')} Z`;
}

/** `n` rays around (cx, cy) from radius r1 to r2, starting at `from` degrees over `span` degrees. */
function rays(cx: number, cy: number, n: number, r1: number, r2: number, from = 0, span = 360): Frag[] {
  const step = span === 360 ? span / n : span / (n - 1);
  return Array.from({ length: n }, (_, i) => {
    const a = ((from + i * step) * Math.PI) / 180;
    return svg`<line class="t" x1=${cx + r1 * Math.sin(a)} y1=${cy - r1 * Math.cos(a)} x2=${cx + r2 * Math.sin(a)} y2=${cy - r2 * Math.cos(a)} />`;
  });
}

/** The figure-eight loop (lemniscate) centred at (cx, cy). */
const lemniscate = (cx: number, cy: number) =>
  svg`<path class="s" d="M${cx},${cy} C${cx + 8},${cy - 8} ${cx + 20},${cy - 8} ${cx + 20},${cy} C${cx + 20},${cy + 8} ${cx + 8},${cy + 8} ${cx},${cy} C${cx - 8},${cy - 8} ${cx - 20},${cy - 8} ${cx - 20},${cy} C${cx - 20},${cy + 8} ${cx - 8},${cy + 8} ${cx},${cy} Z" />`;

/** A chalice in the 20 x 20 box. */
const cupShape = svg`<path class="c" d="M-7,-9 H7 Q7,1 0,2 Q-7,1 -7,-9 Z" /><rect class="c" x="-1.2" y="2" width="2.4" height="5" /><ellipse class="c" cx="0" cy="8" rx="5.5" ry="1.8" />`;

/** The four suit symbols, 20 x 20, centred on the origin. */
export const SUIT_SYMBOL: Record<Exclude<Suit, 'Major Arcana'>, Frag> = {
  Wands: svg`<rect class="c" x="-1.8" y="-10" width="3.6" height="20" rx="1.8" />
    <ellipse class="gr" cx="-3.6" cy="-5" rx="2.6" ry="1.2" transform="rotate(-35 -3.6 -5)" />
    <ellipse class="gr" cx="3.6" cy="-1" rx="2.6" ry="1.2" transform="rotate(35 3.6 -1)" />
    <ellipse class="gr" cx="-3.6" cy="4" rx="2.6" ry="1.2" transform="rotate(-35 -3.6 4)" />`,
  Cups: cupShape,
  Pentacles: svg`<circle class="c" r="9.5" /><path class="t" d=${starPath(0, 0, 5, 7.5, 3)} />`,
  Swords: svg`<path class="c" d="M0,-10.5 L2.2,-6.5 L2.2,4.5 L-2.2,4.5 L-2.2,-6.5 Z" />
    <rect class="c" x="-6.5" y="4.5" width="13" height="2" rx="1" /><rect class="c" x="-1.1" y="6.5" width="2.2" height="2.6" />
    <circle class="c" cy="10" r="1.4" />`,
};

const place = (x: number, y: number, scale: number, frag: Frag, rotate = 0, cls = '') =>
  svg`<g class=${cls} transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${frag}</g>`;

/** Centres of the suit symbols for 2..10 in the 100 x 100 box. */
const PIPS: Record<number, [number, number][]> = {
  2: [[50, 20], [50, 80]],
  3: [[50, 14], [50, 50], [50, 86]],
  4: [[28, 22], [72, 22], [28, 78], [72, 78]],
  5: [[28, 18], [72, 18], [50, 50], [28, 82], [72, 82]],
  6: [[28, 14], [72, 14], [28, 50], [72, 50], [28, 86], [72, 86]],
  7: [[28, 12], [72, 12], [50, 31], [28, 50], [72, 50], [28, 88], [72, 88]],
  8: [[28, 12], [72, 12], [50, 31], [28, 50], [72, 50], [50, 69], [28, 88], [72, 88]],
  9: [[28, 10], [72, 10], [28, 36], [72, 36], [50, 50], [28, 64], [72, 64], [28, 90], [72, 90]],
  10: [[28, 10], [72, 10], [50, 23], [28, 36], [72, 36], [28, 64], [72, 64], [50, 77], [28, 90], [72, 90]],
};

/** Court marks above the large suit symbol: Page a scroll, Knight a horseshoe, Queen and King crowns. */
function courtMark(rank: number): Frag {
  switch (rank) {
    case 11: return svg`<rect class="p" x="36" y="8" width="28" height="15" /><ellipse class="p" cx="36" cy="15.5" rx="4" ry="8" /><ellipse class="p" cx="64" cy="15.5" rx="4" ry="8" />
      <line class="t" x1="42" y1="13" x2="58" y2="13" /><line class="t" x1="42" y1="18" x2="54" y2="18" />`;
    case 12: return svg`<path class="g" d="M38,4 H45 V12 A5,5 0 0,0 55,12 V4 H62 V12 A12,12 0 0,1 38,12 Z" />
      ${[[41.5, 8], [58.5, 8], [44, 17], [56, 17]].map(([x, y]) => svg`<circle class="k" cx=${x} cy=${y} r="0.9" />`)}`;
    case 13: return svg`<path class="g" d="M34,24 L36,10 L43,17 L50,6 L57,17 L64,10 L66,24 Z" /><circle class="p" cx="50" cy="6" r="2" />`;
    default: return svg`<path class="g" d="M30,24 L31,8 L38,15 L44,5 L50,13 L56,5 L62,15 L69,8 L70,24 Z" /><rect class="c" x="30" y="20" width="40" height="4" />`;
  }
}

/** The art of a minor card: pips for Ace..Ten, a large symbol and a court mark for the courts. */
export function minorArt(suit: Exclude<Suit, 'Major Arcana'>, number: number): Frag {
  const sym = SUIT_SYMBOL[suit];
  if (number === 1) {
    return svg`<circle class="glow" cx="50" cy="50" r="40" />${rays(50, 50, 16, 33, 44)}${place(50, 50, 3.1, sym)}`;
  }
  if (number <= 10) {
    // As large as the layout allows: one column up to 3, two columns up to 6, then closer rows.
    const scale = number <= 3 ? 1.5 : number <= 6 ? 1.35 : 1.1;
    return svg`${(PIPS[number] ?? []).map(([x, y]) => place(x, y, scale, sym, 0, 'pip'))}`;
  }
  return svg`${courtMark(number)}${place(50, 62, 2.7, sym)}`;
}

/** One simple emblem per Major Arcana card, following its `emblem` text (content/tarot/en/major.ts). */
const MAJOR: Array<() => Frag> = [
  // 0 The Fool: a bundle on a staff held above a cliff edge, a rising sun behind.
  () => svg`<circle class="g" cx="74" cy="76" r="13" />${rays(74, 76, 7, 16, 24, -90, 180)}
    <rect class="bg" x="0" y="76" width="100" height="24" /><line class="s" x1="0" y1="76" x2="100" y2="76" />
    <path class="k" d="M0,100 V58 H44 L52,66 L48,100 Z" />
    <line class="s thick" x1="16" y1="90" x2="60" y2="32" />
    <circle class="c" cx="62" cy="28" r="9" /><path class="t" d="M56,24 Q62,30 68,24" />`,
  // I The Magician: a raised wand, cup, sword and coin on a table, a figure-eight loop above.
  () => svg`${lemniscate(50, 12)}
    <rect class="p" x="46" y="24" width="8" height="38" rx="4" /><circle class="g" cx="50" cy="24" r="3.5" />
    <rect class="c" x="6" y="72" width="88" height="7" rx="2" /><line class="s" x1="14" y1="79" x2="14" y2="98" /><line class="s" x1="86" y1="79" x2="86" y2="98" />
    ${place(20, 63, 0.75, cupShape)}${place(80, 63, 0.75, SUIT_SYMBOL.Pentacles)}${place(50, 68, 0.7, SUIT_SYMBOL.Swords, 90)}`,
  // II The High Priestess: a crescent between a dark and a light pillar, a half-rolled scroll between them.
  () => svg`<rect class="k" x="8" y="14" width="18" height="82" /><rect class="p" x="74" y="14" width="18" height="82" />
    <rect class="k" x="5" y="10" width="24" height="6" /><rect class="p" x="71" y="10" width="24" height="6" />
    <path class="g" d="M43,12 A13,13 0 1,0 60,32 A10,10 0 1,1 43,12 Z" />
    <rect class="p" x="37" y="52" width="26" height="32" /><ellipse class="p" cx="50" cy="52" rx="14" ry="4" /><ellipse class="p" cx="50" cy="84" rx="14" ry="4" />
    <line class="t" x1="42" y1="62" x2="58" y2="62" /><line class="t" x1="42" y1="68" x2="58" y2="68" /><line class="t" x1="42" y1="74" x2="54" y2="74" />`,
  // III The Empress: a ring of wheat ears around a heart-shaped shield with the sign of Venus.
  () => svg`${Array.from({ length: 18 }, (_, i) => {
      const a = (i * 20 * Math.PI) / 180;
      const x = 50 + 40 * Math.sin(a);
      const y = 52 - 40 * Math.cos(a);
      return svg`<ellipse class="g" cx=${x} cy=${y} rx="3" ry="6.5" transform="rotate(${i * 20 + 90} ${x} ${y})" />`;
    })}
    <path class="c" d="M50,80 C30,64 24,48 32,38 C39,30 48,33 50,40 C52,33 61,30 68,38 C76,48 70,64 50,80 Z" />
    <circle class="ps" cx="50" cy="48" r="6" /><line class="ps" x1="50" y1="54" x2="50" y2="66" /><line class="ps" x1="45" y1="61" x2="55" y2="61" />`,
  // IV The Emperor: a square stone throne with two ram heads, an orb and a sceptre on its seat.
  () => svg`<rect class="p" x="24" y="16" width="52" height="40" /><rect class="p" x="16" y="56" width="68" height="12" /><rect class="p" x="22" y="68" width="56" height="28" />
    <circle class="g" cx="24" cy="16" r="8" /><path class="t" d="M24,16 m-4,0 a4,4 0 1,1 4,4" /><circle class="g" cx="76" cy="16" r="8" /><path class="t" d="M76,16 m4,0 a4,4 0 1,0 -4,4" />
    <circle class="g" cx="34" cy="49" r="7" /><line class="t" x1="34" y1="42" x2="34" y2="36" /><line class="t" x1="31" y1="38" x2="37" y2="38" />
    <line class="s thick" x1="50" y1="52" x2="76" y2="52" /><circle class="g" cx="77" cy="52" r="3.5" />`,
  // V The Hierophant: two crossed keys beneath a triple-tiered crown.
  () => svg`<rect class="g" x="32" y="40" width="36" height="8" /><rect class="g" x="35" y="31" width="30" height="9" /><rect class="g" x="38" y="22" width="24" height="9" />
    <path class="g" d="M40,22 Q50,8 60,22 Z" /><line class="s" x1="50" y1="12" x2="50" y2="4" /><line class="s" x1="46" y1="7" x2="54" y2="7" />
    <line class="s thick" x1="26" y1="92" x2="72" y2="56" /><circle class="g" cx="24" cy="94" r="6" /><path class="t" d="M66,61 L70,66 M70,58 L74,63" />
    <line class="s thick" x1="74" y1="92" x2="28" y2="56" /><circle class="g" cx="76" cy="94" r="6" /><path class="t" d="M34,61 L30,66 M30,58 L26,63" />`,
  // VI The Lovers: two open hands reaching toward each other under a radiant sun, a flame between them.
  () => {
    const hand = svg`<rect class="p" x="6" y="56" width="18" height="20" rx="6" />
      ${[0, 1, 2, 3].map((i) => svg`<rect class="p" x="22" y=${56 + i * 5} width="13" height="4.2" rx="2" />`)}
      <rect class="p" x="14" y="48" width="5" height="11" rx="2.5" transform="rotate(30 16 54)" />`;
    return svg`<circle class="g" cx="50" cy="22" r="11" />${rays(50, 22, 12, 14, 21)}
      ${hand}<g transform="translate(100 0) scale(-1 1)">${hand}</g>
      <path class="r" d="M50,50 C57,58 59,66 50,74 C41,66 43,58 50,50 Z" /><path class="g" d="M50,60 C53,64 53,68 50,71 C47,68 47,64 50,60 Z" />`;
  },
  // VII The Chariot: a canopied chariot from the front, one black and one white wheel, a star on the canopy.
  () => svg`<path class="c" d="M14,32 Q50,8 86,32 Z" /><path class="g" d=${starPath(50, 24, 5, 6, 2.6)} />
    <line class="s" x1="22" y1="32" x2="22" y2="58" /><line class="s" x1="78" y1="32" x2="78" y2="58" />
    <rect class="p" x="16" y="56" width="68" height="22" rx="2" /><line class="t" x1="16" y1="64" x2="84" y2="64" />
    <circle class="k" cx="26" cy="84" r="11" /><circle class="p" cx="74" cy="84" r="11" />
    ${rays(74, 84, 6, 2, 10)}<circle class="g" cx="26" cy="84" r="2.5" />`,
  // VIII Strength: an open hand resting on a lion's head, a figure-eight loop above.
  () => svg`${lemniscate(50, 12)}
    ${Array.from({ length: 14 }, (_, i) => {
      const a = (i * (360 / 14) * Math.PI) / 180;
      return svg`<circle class="g" cx=${50 + 21 * Math.sin(a)} cy=${66 - 21 * Math.cos(a)} r="8" />`;
    })}
    <circle class="p" cx="50" cy="66" r="17" /><circle class="k" cx="43" cy="62" r="2" /><circle class="k" cx="57" cy="62" r="2" />
    <path class="k" d="M46,69 L54,69 L50,74 Z" /><path class="t" d="M44,78 Q50,82 56,78" />
    <rect class="p" x="34" y="32" width="32" height="12" rx="6" />
    ${[0, 1, 2].map((i) => svg`<line class="t" x1=${42 + i * 7} y1="35" x2=${42 + i * 7} y2="41" />`)}`,
  // IX The Hermit: a lantern holding a six-pointed star, hanging from a tall staff on a snowy peak.
  () => svg`<path class="k" d="M0,100 L34,62 L50,74 L70,52 L100,100 Z" /><path class="p" d="M70,52 L78,64 L72,62 L66,66 L62,62 Z" />
    <line class="s thick" x1="30" y1="8" x2="30" y2="96" /><line class="s" x1="30" y1="12" x2="58" y2="12" /><line class="t" x1="58" y1="12" x2="58" y2="22" />
    <rect class="g" x="47" y="22" width="22" height="26" rx="3" /><path class="t" d=${starPath(58, 35, 3, 8, 8)} /><path class="t" d=${starPath(58, 35, 3, 8, 8, 180)} />`,
  // X Wheel of Fortune: an eight-spoked wheel, a small sun at the hub, four symbols at its corners.
  () => svg`<circle class="p thick" cx="50" cy="50" r="32" />${rays(50, 50, 8, 6, 32)}<circle class="s" cx="50" cy="50" r="24" />
    <circle class="g" cx="50" cy="50" r="6" />
    ${place(10, 10, 0.6, SUIT_SYMBOL.Wands)}${place(90, 10, 0.6, cupShape)}${place(10, 90, 0.6, SUIT_SYMBOL.Pentacles)}${place(90, 90, 0.6, SUIT_SYMBOL.Swords)}`,
  // XI Justice: a balanced pair of scales hanging from an upright double-edged sword.
  () => svg`<path class="p" d="M50,4 L55,12 L55,76 L45,76 L45,12 Z" /><line class="t" x1="50" y1="12" x2="50" y2="74" />
    <rect class="g" x="36" y="76" width="28" height="5" rx="2" /><rect class="k" x="47" y="81" width="6" height="10" /><circle class="g" cx="50" cy="94" r="4" />
    <line class="s thick" x1="14" y1="30" x2="86" y2="30" />
    <line class="t" x1="16" y1="30" x2="8" y2="56" /><line class="t" x1="16" y1="30" x2="24" y2="56" /><path class="g" d="M4,56 Q16,68 28,56 Z" />
    <line class="t" x1="84" y1="30" x2="76" y2="56" /><line class="t" x1="84" y1="30" x2="92" y2="56" /><path class="g" d="M72,56 Q84,68 96,56 Z" />`,
  // XII The Hanged Man: a T-shaped living tree, a figure hanging by one foot, a halo around the head.
  () => svg`<rect class="gr" x="12" y="8" width="76" height="8" rx="3" /><rect class="gr" x="46" y="8" width="8" height="88" rx="3" />
    <ellipse class="gr" cx="18" cy="6" rx="4" ry="2" /><ellipse class="gr" cx="82" cy="6" rx="4" ry="2" />
    <circle class="g" cx="70" cy="80" r="12" /><line class="t" x1="70" y1="16" x2="70" y2="24" />
    <line class="s thick" x1="70" y1="24" x2="70" y2="50" /><path class="s thick" d="M70,34 L80,40 L70,46" />
    <rect class="c" x="64" y="48" width="12" height="22" rx="4" /><circle class="p" cx="70" cy="78" r="7" />`,
  // XIII Death: a white rose on a black banner, a sun rising between two distant towers.
  () => svg`<circle class="g" cx="77" cy="82" r="9" />${rays(77, 82, 5, 11, 16, -60, 120)}<rect class="bg" x="56" y="82" width="44" height="14" />
    <rect class="k" x="62" y="56" width="7" height="26" /><rect class="k" x="86" y="56" width="7" height="26" />
    <line class="s" x1="0" y1="82" x2="100" y2="82" />
    <line class="s thick" x1="12" y1="6" x2="12" y2="98" /><path class="k" d="M12,12 H56 V52 L34,44 L12,52 Z" />
    ${[0, 1, 2, 3, 4].map((i) => {
      const a = (i * 72 * Math.PI) / 180;
      return svg`<circle class="p" cx=${34 + 6 * Math.sin(a)} cy=${28 - 6 * Math.cos(a)} r="5" />`;
    })}<circle class="g" cx="34" cy="28" r="3.5" />`,
  // XIV Temperance: water flowing between two cups at different heights, one foot on land, one in a pool.
  () => svg`${place(26, 28, 1.3, cupShape, 40)}${place(72, 60, 1.3, cupShape)}
    <path class="ws" d="M34,22 C52,24 62,36 68,48" />
    <rect class="gr" x="0" y="82" width="46" height="18" /><ellipse class="b" cx="74" cy="90" rx="28" ry="8" />
    <ellipse class="p" cx="34" cy="81" rx="7" ry="3" /><ellipse class="p" cx="66" cy="88" rx="7" ry="3" />`,
  // XV The Devil: an inverted five-pointed star above a low block with two loose chains.
  () => svg`<circle class="s" cx="50" cy="30" r="22" /><path class="s" d=${starPath(50, 30, 5, 20, 8, 180)} />
    <rect class="k" x="28" y="58" width="44" height="16" />
    ${[0, 1, 2, 3].map((i) => svg`<ellipse class="t" cx=${36 - i * 2.5} cy=${78 + i * 6} rx="2.5" ry="3.5" /><ellipse class="t" cx=${64 + i * 2.5} cy=${78 + i * 6} rx="2.5" ry="3.5" />`)}`,
  // XVI The Tower: a tall tower struck at the top by a zigzag bolt, its crown tilting off.
  () => svg`<rect class="p" x="34" y="30" width="32" height="68" />
    <rect class="k" x="46" y="44" width="8" height="12" rx="4" /><rect class="k" x="46" y="66" width="8" height="12" rx="4" /><rect class="k" x="44" y="86" width="12" height="12" rx="6" />
    <g transform="rotate(24 60 24)"><path class="g" d="M36,28 L38,16 L45,22 L50,12 L55,22 L62,16 L64,28 Z" /></g>
    <path class="g" d="M92,0 L74,18 L82,20 L62,36 L74,22 L66,20 L82,0 Z" />
    <path class="r" d="M36,42 C40,46 40,50 36,54 C32,50 32,46 36,42 Z" /><path class="r" d="M64,52 C68,56 68,60 64,64 C60,60 60,56 64,52 Z" />`,
  // XVII The Star: one large eight-pointed star above seven small ones, a pool with two pouring jugs.
  () => svg`<path class="g" d=${starPath(50, 26, 8, 20, 8)} />
    ${[[14, 10], [86, 10], [10, 34], [90, 34], [22, 54], [78, 54], [50, 56]].map(([x, y]) => svg`<path class="g" d=${starPath(x!, y!, 8, 5, 2)} />`)}
    <ellipse class="b" cx="50" cy="90" rx="44" ry="9" />
    <g transform="rotate(-50 26 72)"><path class="c" d="M20,66 H32 L30,80 H22 Z" /></g><g transform="rotate(50 74 72)"><path class="c" d="M68,66 H80 L78,80 H70 Z" /></g>
    <path class="ws" d="M34,72 Q38,80 40,88" /><path class="ws" d="M66,72 Q62,80 60,88" />`,
  // XVIII The Moon: a crescent with a face above a winding path between two towers, a crayfish from a pool.
  () => svg`<circle class="g" cx="46" cy="22" r="17" /><circle class="bg" cx="56" cy="17" r="14" />
    <circle class="k" cx="38" cy="20" r="1.6" /><path class="t" d="M35,28 Q38,31 42,29" />
    <rect class="p" x="6" y="40" width="16" height="40" /><rect class="p" x="78" y="40" width="16" height="40" />
    <rect class="k" x="12" y="48" width="4" height="7" /><rect class="k" x="84" y="48" width="4" height="7" />
    <path class="s" d="M50,84 C32,76 66,66 50,58 C38,52 58,48 52,42" />
    <ellipse class="b" cx="50" cy="91" rx="38" ry="8" />
    <ellipse class="r" cx="50" cy="88" rx="3.5" ry="6" /><circle class="r" cx="45" cy="82" r="2.5" /><circle class="r" cx="55" cy="82" r="2.5" />`,
  // XIX The Sun: a large sun with straight and wavy rays above a low wall lined with four sunflowers.
  () => svg`<circle class="g" cx="50" cy="34" r="16" />
    ${Array.from({ length: 16 }, (_, i) => {
      const a = (i * 22.5 * Math.PI) / 180;
      const [x1, y1, x2, y2] = [50 + 19 * Math.sin(a), 34 - 19 * Math.cos(a), 50 + 30 * Math.sin(a), 34 - 30 * Math.cos(a)];
      if (i % 2 === 0) return svg`<line class="t" x1=${x1} y1=${y1} x2=${x2} y2=${y2} />`;
      const [mx, my] = [(x1 + x2) / 2 + 3 * Math.cos(a), (y1 + y2) / 2 + 3 * Math.sin(a)];
      return svg`<path class="t" d="M${x1},${y1} Q${mx},${my} ${x2},${y2}" />`;
    })}
    <rect class="p" x="4" y="82" width="92" height="14" /><line class="t" x1="4" y1="89" x2="96" y2="89" />
    ${[20, 40, 60, 80].map((x) => svg`<line class="t" x1=${x} y1="82" x2=${x} y2="72" /><circle class="g" cx=${x} cy="70" r="5" /><circle class="k" cx=${x} cy="70" r="2" />`)}`,
  // XX Judgement: a trumpet with a square flag bearing a cross, sounding over three open coffins on the water.
  () => svg`<path class="g" d="M10,10 L14,6 L64,36 L54,50 Z" /><ellipse class="g" cx="59" cy="43" rx="4" ry="9" transform="rotate(34 59 43)" />
    <rect class="p" x="26" y="24" width="16" height="16" /><line class="rs" x1="34" y1="25" x2="34" y2="39" /><line class="rs" x1="27" y1="32" x2="41" y2="32" />
    <path class="t" d="M70,40 Q74,46 70,52 M76,36 Q82,46 76,56" />
    ${[10, 41, 72].map((x) => svg`<rect class="k" x=${x} y="72" width="18" height="10" /><line class="s" x1=${x} y1="72" x2=${x + 6} y2="62" />`)}
    <path class="ws" d="M2,88 Q12,84 22,88 T42,88 T62,88 T82,88 T102,88" /><path class="ws" d="M2,95 Q12,91 22,95 T42,95 T62,95 T82,95 T102,95" />`,
  // XXI The World: an oval laurel wreath tied with ribbons at top and bottom, four small heads at the corners.
  () => svg`<ellipse class="s wreath" cx="50" cy="50" rx="24" ry="34" />
    ${Array.from({ length: 16 }, (_, i) => {
      const a = (i * 22.5 * Math.PI) / 180;
      const x = 50 + 24 * Math.sin(a);
      const y = 50 - 34 * Math.cos(a);
      return i % 8 === 0 ? svg`` : svg`<ellipse class="gr" cx=${x} cy=${y} rx="2.5" ry="5" transform="rotate(${i * 22.5 + 30} ${x} ${y})" />`;
    })}
    <path class="r" d="M50,16 L42,10 L42,22 Z M50,16 L58,10 L58,22 Z" /><path class="r" d="M50,84 L42,78 L42,90 Z M50,84 L58,78 L58,90 Z" />
    ${[[10, 10], [90, 10], [10, 90], [90, 90]].map(([x, y]) => svg`<circle class="p" cx=${x} cy=${y} r="7" /><circle class="k" cx=${x! - 2.2} cy=${y! - 1} r="1" /><circle class="k" cx=${x! + 2.2} cy=${y! - 1} r="1" />`)}`,
];

/** The emblem of Major Arcana card `number` (0-21). */
export function majorArt(number: number): Frag {
  return (MAJOR[number] ?? MAJOR[0]!)();
}

/** The card back: symmetric, so a reversed card looks the same face down. */
export const BACK = svg`
  <rect class="back-bg" x="1" y="1" width="138" height="238" rx="10" />
  <rect class="back-line" x="8" y="8" width="124" height="224" rx="6" />
  <rect class="back-line" x="13" y="13" width="114" height="214" rx="4" />
  <circle class="back-line" cx="70" cy="120" r="38" />
  <path class="back-star" d=${starPath(70, 120, 8, 30, 12)} />
  <circle class="back-bg back-line" cx="70" cy="120" r="9" />
  ${[[36, 44], [104, 44], [36, 196], [104, 196], [70, 32], [70, 208], [24, 120], [116, 120]].map(([x, y]) =>
    svg`<path class="back-star" d=${starPath(x!, y!, 4, 6, 1.8)} />`)}
`;
