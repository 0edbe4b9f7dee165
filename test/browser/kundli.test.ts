/**
 * The kundli page in real Chromium against the real engine Worker: enter a birth as a person
 * would, switch the chart styles and vargas, and check what is drawn against independent
 * figures. The birth is PyJHora's own chart, 1996-12-07 10:34 +05:30, Chennai 13.0878 N
 * 80.2785 E, Lahiri, mean node: ascendant Capricorn 22°26′, Moon Libra 6°57′, Rahu Virgo 10°33′
 * (test/reference/foundation/planets.json, quoting PVR Narasimha Rao), and its D1 and D9 signs
 * from test/reference/kundli/divisional.json (PyJHora, checked against Jagannatha Hora).
 * Each test uses its own IndexedDB database, never the app's `akasha-ui`.
 */
import divisional from '../reference/kundli/divisional.json';
import places from '../../content/places/places.json';
import '../../src/ui/akasha-app';
import '../../src/ui/kundli/kundli-page';
import type { KundliPage } from '../../src/ui/kundli/kundli-page';
import type { PlacePicker, Place } from '../../src/ui/shared/place-picker';
import { UiDb } from '../../src/ui/shared/ui-db';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sr = (el: Element | null | undefined) => el?.shadowRoot ?? null;

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const ABBR: Record<string, string> = { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' };
type Expect = Record<string, { sign: string }>;
const caseOf = (id: string) => (divisional.cases as { id: string; expect: unknown }[]).find((c) => c.id === id)!.expect as Expect;
const D1 = caseOf('divisional-own-chart-D1');
const D9 = caseOf('divisional-own-chart-D9');

const freshDb = () => new UiDb(`akasha-ui-test-${Math.random().toString(36).slice(2)}`);
const dbs: UiDb[] = [];
afterEach(async () => {
  document.body.replaceChildren();
  for (const db of dbs.splice(0)) await db.close();
});

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Fills the birth form as a person would (coordinates and zone typed by hand) and presses the button. */
async function enterBirth(page: KundliPage): Promise<void> {
  const form = await until(() => q<HTMLElementTagNameMap['birth-form']>(page.shadowRoot, 'birth-form'), 'birth form');
  await form.updateComplete;
  const froot = form.shadowRoot!;
  q<HTMLInputElement>(froot, 'input[name="date"]')!.value = '1996-12-07';
  q<HTMLInputElement>(froot, 'input[name="time"]')!.value = '10:34';
  const picker = q<PlacePicker>(froot, 'place-picker')!;
  await picker.updateComplete;
  const proot = picker.shadowRoot!;
  q<HTMLDetailsElement>(proot, 'details')!.open = true;
  q<HTMLInputElement>(proot, 'input[name="m-name"]')!.value = 'Chennai';
  q<HTMLInputElement>(proot, 'input[name="m-lat"]')!.value = '13.0878 N';
  q<HTMLInputElement>(proot, 'input[name="m-lon"]')!.value = '80.2785';
  q<HTMLInputElement>(proot, 'input[name="m-tz"]')!.value = '+05:30';
  q<HTMLButtonElement>(proot, '.manual button[type="submit"]')!.click();
  await until(() => text(q(proot, '.chosen')).includes('13.0878° N, 80.2785° E · +05:30'), 'the typed place shown');
  q<HTMLButtonElement>(froot, 'button[type="submit"]')!.click();
}

const chartOf = (page: KundliPage) => q(page.shadowRoot, 'kundli-chart');
/** house number -> { sign shown, text shown } from the drawn chart. */
function houses(page: KundliPage): Map<number, { sign: string; label: string; body: string; points: string }> {
  const out = new Map<number, { sign: string; label: string; body: string; points: string }>();
  for (const g of qa(sr(chartOf(page)), 'g.house')) {
    out.set(Number(g.dataset.house), {
      sign: g.dataset.sign!, label: text(q(g, 'text.sign')),
      body: qa(g, 'text:not(.sign)').map(text).join(' '), points: q(g, 'polygon')!.getAttribute('points')!,
    });
  }
  return out;
}

async function setStyle(page: KundliPage, style: string): Promise<void> {
  q<HTMLInputElement>(page.shadowRoot, `input[name="chart-style"][value="${style}"]`)!.click();
  await until(() => sr(chartOf(page)) && q(sr(chartOf(page)), `svg[data-style="${style}"]`), `${style} chart drawn`);
}

/** Every graha of `expect` is in the house counted from the lagna sign, and the house shows its sign. */
function checkPlacements(page: KundliPage, expect: Expect, style: string, what: string): void {
  const hs = houses(page);
  equal(hs.size, 12, `${what}: twelve houses`);
  const lagna = SIGNS.indexOf(expect.Ascendant!.sign);
  equal(hs.get(1)!.sign, expect.Ascendant!.sign, `${what} ${style}: house 1 is the lagna sign`);
  ok(hs.get(1)!.body.includes('Asc'), `${what} ${style}: house 1 is marked Asc (${hs.get(1)!.body})`);
  for (const [h, v] of hs) {
    const sign = SIGNS[(lagna + h - 1) % 12]!;
    equal(v.sign, sign, `${what} ${style}: house ${h} sign`);
    equal(v.label, style === 'north' ? String(SIGNS.indexOf(sign) + 1) : ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'][SIGNS.indexOf(sign)], `${what} ${style}: house ${h} label`);
  }
  for (const [name, { sign }] of Object.entries(expect)) {
    if (name === 'Ascendant') continue;
    const h = ((SIGNS.indexOf(sign) - lagna + 12) % 12) + 1;
    const body = hs.get(h)!.body;
    ok(new RegExp(`\\b${ABBR[name]}`).test(body), `${what} ${style}: ${name} in house ${h} (${sign}); house shows "${body}"`);
    for (const [other, v] of hs) if (other !== h) ok(!new RegExp(`\\b${ABBR[name]}`).test(v.body), `${what} ${style}: ${name} only in house ${h}, also in ${other}`);
  }
}

/** The fixed-sign styles put each sign in its traditional cell (first polygon corner). */
function checkFixedCells(page: KundliPage, style: 'south' | 'east'): void {
  const corner = new Map([...houses(page).values()].map((v) => [v.sign, v.points.split(' ')[0]]));
  const want: Record<string, Record<string, string>> = {
    south: { Pisces: '0,0', Aries: '100,0', Gemini: '300,0', Cancer: '300,100', Virgo: '300,300', Sagittarius: '0,300', Aquarius: '0,100' },
    east: { Aries: `${400 / 3},0`, Cancer: `0,${400 / 3}`, Libra: `${400 / 3},${800 / 3}`, Capricorn: `${800 / 3},${400 / 3}` },
  };
  for (const [sign, c] of Object.entries(want[style]!)) equal(corner.get(sign), c, `${style}: ${sign}'s cell`);
}

describe('<place-picker>', () => {
  it('finds Chennai by any spelling of case and accents, remembers it, and checks coordinates typed by hand', async () => {
    const db = freshDb();
    dbs.push(db);
    const picker = document.createElement('place-picker');
    picker.db = db;
    await fixture(picker);
    const root = picker.shadowRoot!;
    const input = q<HTMLInputElement>(root, 'input[role="combobox"]')!;
    input.focus();
    type(input, 'CHENN');
    const first = await until(() => q(root, 'li[role="option"]'), 'options for CHENN');
    ok(text(first).startsWith('Chennai Tamil Nadu, India'), `first option: ${text(first)}`);
    equal(input.getAttribute('aria-expanded'), 'true', 'combobox expanded');
    type(input, 'bogota');
    await until(() => text(q(root, 'li[role="option"]')).startsWith('Bogotá'), 'Bogotá found without its accent');
    type(input, 'kathmandu');
    await until(() => text(q(root, 'li[role="option"]')).startsWith('Kathmandu'), 'Kathmandu');

    type(input, 'chennai');
    await until(() => text(q(root, 'li[role="option"]')).startsWith('Chennai'), 'Chennai again');
    const picked = new Promise<Place>((resolve) => picker.addEventListener('place-change', (e) => resolve((e as CustomEvent<Place>).detail), { once: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const place = await picked;
    equal(JSON.stringify(place), JSON.stringify({ name: 'Chennai', lat: 13.0878, lon: 80.2785, tz: 'Asia/Kolkata' }), 'place-change detail');
    let recent = await db.recentPlaces();
    for (let i = 0; i < 40 && recent.length === 0; i++) { await new Promise((r) => setTimeout(r, 25)); recent = await db.recentPlaces(); }
    equal(recent[0]!.name, 'Chennai', 'the recent place in IndexedDB');

    // Typed by hand: an unknown zone is refused with a message; an offset is accepted.
    const details = q<HTMLDetailsElement>(root, 'details')!;
    details.open = true;
    q<HTMLInputElement>(root, 'input[name="m-lat"]')!.value = '91';
    q<HTMLInputElement>(root, 'input[name="m-lon"]')!.value = '80.2785';
    q<HTMLInputElement>(root, 'input[name="m-tz"]')!.value = 'Mars/Olympus';
    q<HTMLButtonElement>(root, '.manual button')!.click();
    const err = await until(() => q(root, '[role="alert"]'), 'validation message');
    ok(text(err).includes('Latitude must be between -90 and 90') && text(err).includes('Unknown time zone'), `message: ${text(err)}`);
    q<HTMLInputElement>(root, 'input[name="m-lat"]')!.value = "28°36'50\" N";
    q<HTMLInputElement>(root, 'input[name="m-lon"]')!.value = '77.209 E';
    q<HTMLInputElement>(root, 'input[name="m-tz"]')!.value = '+0530';
    const typed = new Promise<Place>((resolve) => picker.addEventListener('place-change', (e) => resolve((e as CustomEvent<Place>).detail), { once: true }));
    q<HTMLButtonElement>(root, '.manual button')!.click();
    const p2 = await typed;
    equal(JSON.stringify(p2), JSON.stringify({ name: '28.6139° N, 77.2090° E', lat: 28.6139, lon: 77.209, tz: '+05:30' }), 'typed place');

    // The recent places come back when the box is empty.
    type(input, '');
    await until(() => qa(root, 'li[role="option"]').length === 2 && text(q(root, 'li[role="option"]')).includes('recent'), 'recent places offered');
  });

  it('every zone in places.json is known to Chromium', () => {
    const bad: string[] = [];
    for (const p of places as { name: string; tz: string }[]) {
      try { new Intl.DateTimeFormat('en', { timeZone: p.tz }); } catch { bad.push(`${p.name}: ${p.tz}`); }
    }
    equal(bad.join('; '), '', 'unknown zones');
  });
});

describe('<kundli-page>', () => {
  it('casts the Chennai 1996 chart: lagna, grahas, three styles, D9, strengths, ashtakavarga, dasha', async () => {
    const db = freshDb();
    dbs.push(db);
    const page = document.createElement('kundli-page');
    page.db = db;
    await fixture(page);
    await enterBirth(page);
    const root = page.shadowRoot!;
    await until(() => chartOf(page) && qa(root, 'table.grahas tbody tr').length === 10, 'chart and table', 40_000);

    // What a person reads first: the lagna, and the graha rows.
    ok(text(q(root, '.lagna')).startsWith(`Lagna Capricorn 22°26'`), `lagna line: ${text(q(root, '.lagna'))}`);
    const row = (name: string) => qa(q(root, `tr[data-graha="${name}"]`), 'td').map(text);
    ok(row('Moon')[1] === 'Libra' && row('Moon')[2]!.startsWith(`6°57'`), `Moon row: ${row('Moon').join(' | ')}`);
    ok(row('Rahu')[2]!.startsWith(`10°33'`) && row('Rahu')[1] === 'Virgo', `Rahu row: ${row('Rahu').join(' | ')}`);
    for (const [name, { sign }] of Object.entries(D1)) if (name !== 'Ascendant') equal(row(name)[1], sign, `${name} sign in the table`);
    ok(row('Saturn')[4]!.length > 0 && row('Sun')[3]!.startsWith('Jyeshtha 2'), `dignity and nakshatra: ${row('Saturn').join(' | ')} / ${row('Sun').join(' | ')}`);

    // North (default), South, East: each graha in the right house and sign.
    equal(q<SVGSVGElement>(sr(chartOf(page)), 'svg')?.dataset.style, 'north', 'north by default');
    checkPlacements(page, D1, 'north', 'D1');
    ok(q(sr(chartOf(page)), 'desc')!.textContent!.includes('House 10, Libra: Moon 6°, Venus 23°'), 'the chart description lists house 10');
    await setStyle(page, 'south');
    checkPlacements(page, D1, 'south', 'D1');
    checkFixedCells(page, 'south');
    await setStyle(page, 'east');
    checkPlacements(page, D1, 'east', 'D1');
    checkFixedCells(page, 'east');

    // D9: against the reference navamsa signs, in every style.
    const select = q<HTMLSelectElement>(root, 'select[name="varga"]')!;
    select.value = 'D9';
    select.dispatchEvent(new Event('change'));
    await until(() => chartOf(page)?.getAttribute('caption') === 'D9 Navamsa' || (chartOf(page) as unknown as { caption: string })?.caption === 'D9 Navamsa', 'D9 chart', 20_000);
    await (chartOf(page) as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    for (const style of ['east', 'north', 'south']) {
      await setStyle(page, style);
      checkPlacements(page, D9, style, 'D9');
    }
    equal(row('Sun')[8], 'Capricorn', 'D9 column in the table');
    ok(q(root, 'select[name="method"]'), 'D9 method select offered');

    // Strengths, ashtakavarga.
    equal(qa(sr(q(root, 'strength-bars.shadbala')), 'g.row').length, 7, 'seven shadbala bars');
    equal(qa(sr(q(root, 'strength-bars.bhavabala')), 'g.row').length, 12, 'twelve bhavabala bars');
    const av = sr(q(root, 'ashtakavarga-grid'));
    equal(qa(av, 'tbody tr').length, 7, 'seven BAV rows');
    equal(text(q(av, 'tfoot td.total')), '337', 'SAV total');

    // Vimshottari: nine mahas, the running one marked; its antars open on demand.
    const dasha = q(root, 'dasha-timeline')!;
    await until(() => qa(sr(dasha), 'li.maha').length === 9, 'nine mahadashas', 20_000);
    const lords = qa(sr(dasha), 'li.maha').map((li) => li.dataset.lord).join(',');
    equal(lords, 'Rahu,Jupiter,Saturn,Mercury,Ketu,Venus,Sun,Moon,Mars', 'maha order from the Moon in Swati (Rahu)');
    const running = await until(() => q<HTMLElement>(sr(dasha), 'li.maha[aria-current="true"]'), 'running maha marked');
    ok(text(q(sr(dasha), '.running-chain')).startsWith(running.dataset.lord!), 'the running chain starts with the marked maha');
    q<HTMLButtonElement>(running, 'button')!.click();
    await until(() => qa(running, '.antars li').length === 9, 'nine antars', 20_000);
    equal(qa(running, '.antars li[aria-current="true"]').length, 1, 'one running antar');
  });

  it('saves the chart; a new page lists it and re-opens it', async () => {
    const db = freshDb();
    dbs.push(db);
    const page = document.createElement('kundli-page');
    page.db = db;
    await fixture(page);
    await enterBirth(page);
    await until(() => chartOf(page), 'chart', 40_000);
    const saved = q(page.shadowRoot, 'saved-charts')!;
    await until(() => q(sr(saved), 'form.save'), 'save form');
    q<HTMLInputElement>(sr(saved), 'input[name="label"]')!.value = 'PyJHora own chart';
    q<HTMLButtonElement>(sr(saved), 'form.save button')!.click();
    await until(() => qa(sr(saved), 'li[data-chart-id]').length === 1, 'one saved chart');
    equal((await db.charts())[0]!.birth.place.tz, '+05:30', 'stored birth');
    document.body.replaceChildren();

    const page2 = document.createElement('kundli-page');
    page2.db = db;
    await fixture(page2);
    const saved2 = await until(() => sr(q(page2.shadowRoot, 'saved-charts')), 'saved list');
    const item = await until(() => q(saved2, 'li[data-chart-id]'), 'saved chart listed');
    equal(text(q(item, '.label')), 'PyJHora own chart', 'saved name');
    q<HTMLButtonElement>(item, 'button.open')!.click();
    await until(() => text(q(page2.shadowRoot, '.lagna')).startsWith(`Lagna Capricorn 22°26'`), 'the saved chart re-opened', 40_000);
    const form = q(page2.shadowRoot, 'birth-form')!;
    await until(() => q<HTMLInputElement>(form.shadowRoot, 'input[name="date"]')?.value === '1996-12-07', 'the form shows the saved birth');
    checkPlacements(page2, D1, 'north', 'reopened D1');

    // Delete takes two clicks.
    const del = () => q<HTMLButtonElement>(q(saved2, 'li[data-chart-id]'), 'button.danger')!;
    del().click();
    await until(() => text(del()) === 'Confirm delete', 'confirm step');
    del().click();
    await until(() => q(saved2, '.empty'), 'list empty after delete');
    equal((await db.charts()).length, 0, 'deleted in IndexedDB');
  });
});

describe('<akasha-app> #/kundli', () => {
  it('routes to the kundli page', async () => {
    location.hash = '#/kundli';
    const app = await fixture(document.createElement('akasha-app'));
    await until(() => q(app.shadowRoot, 'kundli-page'), 'kundli page');
    equal(q(app.shadowRoot, 'nav a[aria-current="page"]')?.textContent, 'Kundli', 'current nav item');
    location.hash = '#/';
  });
});
