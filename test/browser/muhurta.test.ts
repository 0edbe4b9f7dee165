/**
 * The muhurta finder in real Chromium against the real engine Worker, used as a person would:
 * a purpose, a place typed by hand, a 7-day range; the heat map shows the 7 scanned dates, the
 * windows list is /v1/muhurta/best-time's for the same input (called through the Worker here),
 * the best slot opens with its factors, and a range over 31 days shows the API's own rule.
 */
import '../../src/ui/akasha-app';
import type { BestTimeAnswer } from '../../src/ui/muhurta/grades';
import type { MuhurtaFinder } from '../../src/ui/muhurta/muhurta-finder';
import type { PlacePicker } from '../../src/ui/shared/place-picker';
import { engine } from '../../src/worker/client';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sr = (el: Element | null | undefined) => el?.shadowRoot ?? null;

const PLACE = { name: 'New Delhi', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' };
const path = (start: string, end: string, topN: number, purpose = 'vivah') =>
  `/v1/muhurta/best-time?start_date=${start}&end_date=${end}&tz=${PLACE.tz}&lat=${PLACE.lat}&lon=${PLACE.lon}&purpose=${purpose}&top_n=${topN}`;

afterEach(() => { document.body.replaceChildren(); });

function setValue(el: HTMLInputElement | HTMLSelectElement, value: string): void {
  el.value = value;
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }));
}

const formRoot = (page: MuhurtaFinder) => sr(q(page.shadowRoot, 'muhurta-form'));

/** Chooses the purpose, types the place, sets the range and presses Find. */
async function search(page: MuhurtaFinder, purpose: string, start: string, end: string): Promise<void> {
  const form = await until(() => q<HTMLElementTagNameMap['muhurta-form']>(page.shadowRoot, 'muhurta-form'), 'the form');
  await form.updateComplete;
  const root = form.shadowRoot!;
  setValue(q<HTMLSelectElement>(root, 'select[name="purpose"]')!, purpose);
  const picker = q<PlacePicker>(root, 'place-picker')!;
  await picker.updateComplete;
  if (!picker.value) {
    const proot = picker.shadowRoot!;
    q<HTMLDetailsElement>(proot, 'details')!.open = true;
    q<HTMLInputElement>(proot, 'input[name="m-name"]')!.value = PLACE.name;
    q<HTMLInputElement>(proot, 'input[name="m-lat"]')!.value = PLACE.lat;
    q<HTMLInputElement>(proot, 'input[name="m-lon"]')!.value = PLACE.lon;
    q<HTMLInputElement>(proot, 'input[name="m-tz"]')!.value = PLACE.tz;
    q<HTMLButtonElement>(proot, '.manual button[type="submit"]')!.click();
    await until(() => text(q(proot, '.chosen')).includes(PLACE.name), 'the typed place shown');
  }
  setValue(q<HTMLInputElement>(root, 'input[name="start_date"]')!, start);
  setValue(q<HTMLInputElement>(root, 'input[name="end_date"]')!, end);
  await form.updateComplete;
  q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
}

describe('<muhurta-finder>', () => {
  it('scans a 7-day range for a wedding: 7 dates on the heat map, the best windows, the best slot\'s factors', async () => {
    location.hash = '#/muhurta';
    const app = await fixture(document.createElement('akasha-app'));
    const page = await until(() => q<MuhurtaFinder>(app.shadowRoot, 'muhurta-finder'), 'the page at #/muhurta');
    await page.updateComplete;
    await search(page, 'vivah', '2025-02-01', '2025-02-08');
    ok(text(q(formRoot(page), '#range-hint')).includes('Scans 7 dates'), `range hint: ${text(q(formRoot(page), '#range-hint'))}`);
    ok(text(q(formRoot(page), '#range-hint')).includes('is not scanned'), 'the hint says the end date is not scanned');

    const expected = (await engine().call(path('2025-02-01', '2025-02-08', 5))).body as BestTimeAnswer;
    const list = await until(() => sr(q(page.shadowRoot, 'muhurta-windows')), 'windows list', 40_000);
    const items = await until(() => { const b = qa<HTMLButtonElement>(list, 'button.window'); return b.length ? b : null; }, 'window buttons');
    equal(items.length, expected.windows.length, 'number of windows (top_n 5)');
    items.forEach((b, i) => {
      equal(b.dataset.start, expected.windows[i]!.start_iso, `window ${i + 1} start`);
      equal(Number(text(q(b, '.score strong'))), expected.windows[i]!.score, `window ${i + 1} score`);
    });
    ok(text(q(page.shadowRoot, '.scanned')).includes('is not scanned'), 'the results say the end date is not scanned');

    // The heat map: one cell per scanned date, Sat 1 Feb to Fri 7 Feb, each with its best slot.
    const map = sr(q(page.shadowRoot, 'muhurta-heatmap'));
    await until(() => qa(map, 'button.day').length === 7 && !q(map, 'button.day.pending'), 'seven dates scanned', 60_000);
    const cells = qa<HTMLButtonElement>(map, 'button.day');
    equal(cells.map((c) => c.dataset.date).join(','), '2025-02-01,2025-02-02,2025-02-03,2025-02-04,2025-02-05,2025-02-06,2025-02-07', 'the scanned dates (not 8 Feb)');
    equal(qa(map, 'tbody tr:first-child td.pad').length, 5, '1 Feb 2025 is a Saturday: five blank cells before it');
    const day3 = (await engine().call(path('2025-02-03', '2025-02-04', 1))).body as BestTimeAnswer;
    equal(Number(cells[2]!.dataset.score), day3.windows[0]!.score, '3 Feb: its best slot\'s score');
    equal(cells[2]!.dataset.grade, day3.windows[0]!.grade, '3 Feb: its grade colour');
    equal(Math.max(...cells.map((c) => Number(c.dataset.score))), expected.windows[0]!.score, 'the best date holds the best window');
    equal(qa(map, '.legend li').length, 5, 'legend: four grades and no daylight slot');
    ok(['Excellent', 'Good', 'Acceptable', 'Inauspicious'].every((g) => text(q(map, '.legend')).includes(g)), 'legend names the grades');

    // Open the best window: its factors and warnings.
    items[0]!.click();
    const factors = await until(() => sr(q(page.shadowRoot, 'slot-factors')), 'the slot opened');
    await until(() => qa(factors, 'tr[data-factor]').length > 0, 'factor rows');
    const best = expected.windows[0]!;
    equal(qa(factors, 'tr[data-factor]').length, best.factors.length, 'one row per factor');
    for (const f of best.factors) {
      const cellsOf = qa(q(factors, `tr[data-factor="${f.name}"]`), 'td').map(text);
      equal(cellsOf[0], f.value, `${f.name} value`);
      equal(Number(cellsOf[1]), f.weight, `${f.name} weight`);
      equal(Number(cellsOf[2]!.split(' ')[0]), f.score, `${f.name} score`);
      equal(cellsOf[3], f.ok ? '✓ yes' : '✗ no', `${f.name} ok`);
    }
    equal(Number(text(q(factors, '.score strong'))), best.score, 'slot score');
    equal(qa(factors, '.warnings li').length, best.warnings?.length ?? 0, 'slot warnings');
    equal(items[0]!.getAttribute('aria-pressed'), 'true', 'the open window is marked');

    // A date on the heat map opens that date's best slot.
    cells[2]!.click();
    await until(() => Number(text(q(sr(q(page.shadowRoot, 'slot-factors')), '.score strong'))) === day3.windows[0]!.score
      && text(q(sr(q(page.shadowRoot, 'slot-factors')), '.when')).includes('3 February'), '3 Feb opened');
    location.hash = '#/';
  });

  it('a range over 31 days shows the API\'s rule', async () => {
    const page = await fixture(document.createElement('muhurta-finder'));
    await search(page, 'graha_pravesh', '2025-02-01', '2025-03-08');
    ok(text(q(formRoot(page), '#range-hint')).includes('more than the 31 days'), 'the form warns as the dates change');
    const res = await engine().call(path('2025-02-01', '2025-03-08', 5, 'graha_pravesh'));
    equal(res.status, 400, 'the API refuses');
    const message = (res.body as { error: { message: string } }).error.message;
    const alert = await until(() => q(page.shadowRoot, '.api-error[role="alert"]'), 'the error shown', 30_000);
    equal(text(alert), message, 'the API\'s message');
    ok(message.includes('at most 31 days'), `the rule is in the message: ${message}`);
    ok(!q(page.shadowRoot, 'muhurta-heatmap'), 'no heat map');
  });
});
