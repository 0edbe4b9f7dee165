/**
 * The tarot pages in real Chromium, against the real engine Worker: draw a spread with a fixed
 * seed and check what a person sees (position names, card names, the reversed marking), turn
 * cards over by clicking, filter the card browser, and show the card of the day.
 *
 * The seeded draws must be the ones Node deals: GOLDEN_CELTIC below is copied from
 * test/engine/tarot.test.ts, where vitest pins the same ids for the same seeds in Node (the
 * generator is cyrb128 -> sfc32 in 32-bit integer arithmetic, so every platform agrees).
 */
import '../../src/ui/akasha-app';
import '../../src/ui/tarot/tarot-table';
import '../../src/ui/tarot/tarot-daily';
import type { TarotBrowser } from '../../src/ui/tarot/tarot-browser';
import type { TarotCardElement } from '../../src/ui/tarot/tarot-card';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** [id, reversed ? 1 : 0] of the celtic cross for each seed: test/engine/tarot.test.ts GOLDEN_CELTIC (Node). */
const GOLDEN_CELTIC: Record<string, [number, number][]> = {
  '42': [[32, 1], [15, 0], [48, 0], [37, 1], [28, 0], [12, 1], [29, 0], [61, 0], [23, 0], [53, 1]],
  '1': [[38, 0], [19, 1], [39, 0], [45, 1], [74, 0], [53, 0], [67, 1], [56, 0], [57, 0], [40, 1]],
};
/** Daily card [id, reversed] (seed "akasha-daily:YYYY-MM-DD"): test/engine/tarot.test.ts GOLDEN_DAILY. */
const GOLDEN_DAILY: Record<string, [number, boolean]> = { '2025-03-10': [72, false], '2025-03-11': [58, true] };

/** Card names by id, from the deck's order (0-21 majors, then Wands, Cups, Pentacles, Swords; Ace..King). */
const MAJORS = ['The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers',
  'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil',
  'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World'];
const RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];
const SUITS = ['Wands', 'Cups', 'Pentacles', 'Swords'];
const cardName = (id: number) => (id < 22 ? MAJORS[id]! : `${RANKS[(id - 22) % 14]} of ${SUITS[Math.floor((id - 22) / 14)]}`);

const CELTIC_POSITIONS = ['Present', 'Challenge', 'Foundation', 'Recent past', 'Crown', 'Near future', 'Self', 'Environment', 'Hopes and fears', 'Outcome'];

afterEach(() => { document.body.replaceChildren(); });

/** Sets the table's controls as a person would and presses Draw; resolves when the cards are dealt. */
async function drawOnTable(table: HTMLElement, kind: string, seed: string): Promise<ShadowRoot> {
  const root = table.shadowRoot!;
  const select = q<HTMLSelectElement>(root, 'select[name="type"]')!;
  select.value = kind;
  select.dispatchEvent(new Event('change'));
  const input = q<HTMLInputElement>(root, 'input[name="seed"]')!;
  input.value = seed;
  input.dispatchEvent(new Event('input'));
  q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
  await until(() => q(root, `.spread[data-type="${kind}"]`) && text(q(root, '[data-seed]')) === seed, `${kind} spread for seed ${seed}`);
  return root;
}

const cardsOn = (root: ShadowRoot) => qa<TarotCardElement>(root, '.layout tarot-card');

describe('<tarot-table>', () => {
  it('draws past, present, future with seed 42: face down first, then the cards Node deals', async () => {
    const table = await fixture(document.createElement('tarot-table'));
    const root = await drawOnTable(table, 'three', '42');
    const readings = qa(root, '.reading');
    equal(readings.map((r) => text(q(r, '.pos-name'))).join(','), 'Past,Present,Future', 'position names');
    equal(qa(root, 'figcaption').map(text).join(' | '), '1 Past | 2 Present | 3 Future', 'captions under the cards');
    const cards = cardsOn(root);
    equal(cards.length, 3, 'three cards on the table');
    ok(cards.every((c) => !c.faceUp), 'dealt face down');
    ok(readings.every((r) => text(r).includes('Face down')), 'readings wait for the cards to be turned');
    equal(q(cards[0]!.shadowRoot, 'button')?.getAttribute('aria-label'), 'Face-down card: 1, Past. Turn over', 'face-down label');

    // Turn each card over by clicking it, as a person would.
    for (const c of cards) q<HTMLButtonElement>(c.shadowRoot, 'button')!.click();
    await until(() => qa(root, '.reading .card-name').length === 3, 'three readings shown');
    const golden = GOLDEN_CELTIC['42']!.slice(0, 3);
    golden.forEach(([id, rev], i) => {
      const r = readings[i]!;
      equal(text(q(r, '.card-name')), cardName(id), `position ${i + 1} card`);
      equal(text(q(r, '.badge')), rev ? 'Reversed' : 'Upright', `position ${i + 1} orientation`);
      equal(cards[i]!.reversed, rev === 1, `position ${i + 1} card drawn reversed`);
      equal(q(cards[i]!.shadowRoot, 'button')?.getAttribute('aria-label'), `${cardName(id)}, ${rev ? 'reversed' : 'upright'}`, `position ${i + 1} label`);
    });
    ok(text(readings[0]).includes('Page of Wands (reversed)'), `reading sentence names card and orientation: ${text(readings[0])}`);
    // The face of a reversed card is drawn turned 180 degrees.
    ok(q(cards[0]!.shadowRoot, 'svg.front.rev'), 'reversed face is rotated');
    ok(!q(cards[1]!.shadowRoot, 'svg.front.rev'), 'upright face is not rotated');
  });

  for (const seed of Object.keys(GOLDEN_CELTIC)) {
    it(`the Celtic Cross with seed ${seed} is Node's draw: ten positions, ten cards, the same reversals`, async () => {
      const table = await fixture(document.createElement('tarot-table'));
      const root = await drawOnTable(table, 'celtic', seed);
      equal(qa(root, '.reading .pos-name').map(text).join(','), CELTIC_POSITIONS.join(','), 'the ten positions');
      q<HTMLButtonElement>(root, '.turn button')!.click();
      await until(() => qa(root, '.reading .card-name').length === 10, 'ten readings after turning all over');
      const shown = qa(root, '.reading').map((r) => `${text(q(r, '.card-name'))}/${text(q(r, '.badge'))}`);
      const expected = GOLDEN_CELTIC[seed]!.map(([id, rev]) => `${cardName(id)}/${rev ? 'Reversed' : 'Upright'}`);
      equal(shown.join('; '), expected.join('; '), `seed ${seed}`);
      ok(cardsOn(root).every((c) => c.faceUp), 'every card face up');
      // The crossing card lies across the first.
      equal(getComputedStyle(q(root, '.slot.p2 tarot-card')!).transform !== 'none', true, 'card 2 is laid across card 1');
    });
  }

  it('shuffle picks a new seed, shows it, and typing it back replays the same draw', async () => {
    const table = await fixture(document.createElement('tarot-table'));
    const root = table.shadowRoot!;
    qa<HTMLButtonElement>(root, 'form button').find((b) => text(b) === 'Shuffle')!.click();
    const seed = await until(() => text(q(root, '[data-seed]')), 'a seed after shuffling');
    ok(/^\d+$/.test(seed) && Number(seed) >= 1, `seed shown: ${seed}`);
    equal(q<HTMLInputElement>(root, 'input[name="seed"]')!.value, seed, 'the seed field holds the new seed');
    ok(text(q(root, '.seed')).includes('new shuffle'), 'says it was a new shuffle');
    const ids = () => cardsOn(root).map((c) => `${c.card?.id}:${c.reversed}`).join(',');
    const first = ids();
    q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
    await until(() => !text(q(root, '.seed')).includes('new shuffle'), 'the replayed draw');
    equal(ids(), first, 'same cards for the same seed');
  });

  it('rejects a seed that is not a positive whole number, and says why', async () => {
    const table = await fixture(document.createElement('tarot-table'));
    const root = table.shadowRoot!;
    const input = q<HTMLInputElement>(root, 'input[name="seed"]')!;
    input.value = '-3';
    input.dispatchEvent(new Event('input'));
    q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
    await (table as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    ok(text(q(root, '[role="alert"]')).includes('whole number'), 'error shown');
    ok(!q(root, '.spread'), 'nothing dealt');
  });
});

describe('<tarot-card>', () => {
  it('a click turns a flippable card and fires tarot-flip; the label names card and orientation', async () => {
    const el = document.createElement('tarot-card');
    el.card = { id: 66, name: 'Three of Swords', arcana: 'minor', suit: 'Swords', number: 3, rank: 'Three' };
    el.flippable = true;
    el.reversed = true;
    await fixture(el);
    const flips: boolean[] = [];
    el.addEventListener('tarot-flip', (e) => flips.push(e.detail.faceUp));
    const button = q<HTMLButtonElement>(el.shadowRoot, 'button')!;
    equal(button.getAttribute('aria-label'), 'Face-down card. Turn over', 'face down');
    button.click();
    await el.updateComplete;
    equal(el.hasAttribute('face-up'), true, 'face-up reflected');
    equal(button.getAttribute('aria-label'), 'Three of Swords, reversed', 'face up');
    equal(flips.join(), 'true', 'event detail');
    equal(qa(el.shadowRoot, 'svg.front g.pip').length, 3, 'three sword pips on the face');
    equal(text(q(el.shadowRoot, 'svg.front text.name')), 'Three of Swords', 'name on the face');
    equal(text(q(el.shadowRoot, 'svg.front text.num')), '3', 'number on the face');
  });

  it('a Major Arcana face carries its roman numeral', async () => {
    const el = document.createElement('tarot-card');
    el.card = { id: 16, name: 'The Tower', arcana: 'major', suit: 'Major Arcana', number: 16, rank: 'XVI' };
    el.faceUp = true;
    await fixture(el);
    equal(q(el.shadowRoot, '[role="img"]')?.getAttribute('aria-label'), 'The Tower, upright', 'image label');
    equal(text(q(el.shadowRoot, 'svg.front text.num')), 'XVI', 'numeral');
  });
});

describe('<tarot-browser>', () => {
  it('filters by suit and by keyword search, and opens a card with both meanings', async () => {
    const browser = await fixture(document.createElement('tarot-browser')) as TarotBrowser;
    const root = browser.shadowRoot!;
    await until(() => qa(root, '.tile').length === 78, 'the whole deck');
    equal(text(q(root, '.count')), '78 cards', 'count');

    qa<HTMLButtonElement>(root, '.suits button').find((b) => text(b) === 'Cups')!.click();
    await until(() => qa(root, '.tile').length === 14, 'fourteen cups');
    ok(qa(root, '.tile-name').map(text).every((n) => n.endsWith('of Cups')), 'only cups');
    equal(q(root, '.suits button[aria-pressed="true"]')?.textContent, 'Cups', 'pressed filter');

    qa<HTMLButtonElement>(root, '.suits button').find((b) => text(b) === 'All')!.click();
    const search = q<HTMLInputElement>(root, 'input[type="search"]')!;
    search.value = 'heartbreak';
    search.dispatchEvent(new Event('input'));
    await until(() => qa(root, '.tile').length === 1, 'one card for "heartbreak"');
    equal(text(q(root, '.tile-name')), 'Three of Swords', 'search result');

    search.value = 'clarity';
    search.dispatchEvent(new Event('input'));
    qa<HTMLButtonElement>(root, '.suits button').find((b) => text(b) === 'Swords')!.click();
    await until(() => qa(root, '.tile').length === 2, 'swords with "clarity"');
    equal(qa(root, '.tile').map((t) => t.dataset.cardId).join(','), '64,76', 'Ace and Queen of Swords (engine test: ids 64, 76)');

    q<HTMLButtonElement>(root, '.tile[data-card-id="76"]')!.click();
    const dialog = await until(() => q<HTMLDialogElement>(root, 'dialog[open]'), 'the card dialog');
    equal(text(q(dialog, 'h3')), 'Queen of Swords', 'dialog title');
    ok(text(q(dialog, '.upright')).length > 40 && text(q(dialog, '.reversed')).length > 40, 'both meanings');
    ok(text(q(dialog, '.facts')).includes('Air'), 'element');
    ok(/leans yes|leans no|maybe/.test(text(q(dialog, '.yes-no'))), 'yes/no tendency');
    q<HTMLButtonElement>(dialog, '.close button')!.click();
    await until(() => !q(root, 'dialog[open]'), 'dialog closed');
  });
});

describe('<tarot-daily>', () => {
  for (const [date, [id, rev]] of Object.entries(GOLDEN_DAILY)) {
    it(`shows the card of ${date}: ${cardName(id)}${rev ? ', reversed' : ''}`, async () => {
      const el = document.createElement('tarot-daily');
      el.date = date;
      await fixture(el);
      await until(() => q(el.shadowRoot, '.name'), 'the daily card');
      equal(text(q(el.shadowRoot, '.name strong')), cardName(id), 'card');
      equal(text(q(el.shadowRoot, '.name .muted')), rev ? 'reversed' : 'upright', 'orientation');
      ok(text(el.shadowRoot).includes(date), 'date shown');
    });
  }

  it('is on the start page', async () => {
    location.hash = '#/';
    const app = await fixture(document.createElement('akasha-app'));
    const sky = await until(() => q(app.shadowRoot, 'sky-now'), 'sky-now');
    const daily = await until(() => q(sky.shadowRoot, 'tarot-daily'), 'tarot-daily on the start page');
    await until(() => q(daily.shadowRoot, '.name strong'), 'today\'s card');
  });
});

describe('the Tarot route', () => {
  it('#/tarot shows the table and the deck', async () => {
    location.hash = '#/tarot';
    const app = await fixture(document.createElement('akasha-app'));
    const table = await until(() => q(app.shadowRoot, 'tarot-table'), 'tarot-table');
    await until(() => qa(q(table.shadowRoot, 'tarot-browser')?.shadowRoot, '.tile').length === 78, 'deck under the table');
    equal(q(app.shadowRoot, 'nav a[aria-current="page"]')?.textContent, 'Tarot', 'current nav item');
    location.hash = '#/';
  });
});
