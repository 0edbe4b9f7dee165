/**
 * The panchang page in real Chromium against the real engine Worker, checked for what a person
 * sees: New Delhi, October 2025. Diwali must fall on the date published for New Delhi
 * (test/reference/festivals/delhi-2024-2026.json: 20 October 2025, Government of India list,
 * Times of India, timeanddate); every day's tithi and nakshatra in the grid must be those of
 * /v1/panchang/monthly; the month names must follow the amanta/purnimanta switch (in October
 * 2025 Kartika begins on the 8th in the purnimanta system and on the 22nd in the amanta one);
 * a place picked from the list must recompute the month; the day view's Rahu Kaal must be
 * /v1/panchang/rahu-kaal's. Each test uses its own IndexedDB databases, never the app's.
 * Working offline (service worker, production build) is checked by panchang.shots.mjs.
 */
import festivals from '../reference/festivals/delhi-2024-2026.json';
import '../../src/ui/akasha-app';
import '../../src/ui/panchang/panchang-calendar';
import type { PanchangCalendar } from '../../src/ui/panchang/panchang-calendar';
import { type MonthlyAnswer, todayAt } from '../../src/ui/panchang/panchang-data';
import { type CalendarPrefs, PanchangPrefs } from '../../src/ui/panchang/panchang-prefs';
import type { PlacePicker } from '../../src/ui/shared/place-picker';
import { UiDb } from '../../src/ui/shared/ui-db';
import { engine } from '../../src/worker/client';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sr = (el: Element | null | undefined) => el?.shadowRoot ?? null;

const DELHI = { tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const DIWALI_2025 = (festivals.dates as Record<string, { date: string }[]>).diwali!.find((d) => d.date.startsWith('2025'))!.date;

async function v1<T>(path: string): Promise<T> {
  const res = await engine().call(path);
  equal(res.status, 200, `${path} status`);
  return res.body as T;
}
const monthly = (y: number, m: number, p: { tz: string; lat: number; lon: number }, system = 'purnimanta') =>
  v1<MonthlyAnswer>(`/v1/panchang/monthly?${new URLSearchParams({ year: String(y), month: String(m), tz: p.tz, lat: String(p.lat), lon: String(p.lon), month_system: system, include: 'sheet' })}`);

const opened: { prefs: PanchangPrefs; db: UiDb }[] = [];
function stores() {
  const id = Math.random().toString(36).slice(2);
  const s = { prefs: new PanchangPrefs(`akasha-panchang-test-${id}`), db: new UiDb(`akasha-ui-test-${id}`) };
  opened.push(s);
  return s;
}
afterEach(async () => {
  document.body.replaceChildren();
  for (const s of opened.splice(0)) { await s.prefs.close(); await s.db.close(); }
});

async function open(month: string, s = stores()): Promise<PanchangCalendar> {
  location.hash = `#/panchang?month=${month}`;
  const el = document.createElement('panchang-calendar');
  el.prefs = s.prefs;
  el.db = s.db;
  return fixture(el);
}
/** Waits until the remembered choices satisfy `check` (they are written without being awaited). */
async function saved(prefs: PanchangPrefs, check: (p: CalendarPrefs) => boolean, what: string): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    const p = await prefs.load();
    if (p && check(p)) return;
    ok(performance.now() - t0 < 5_000, `${what}: stored ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const grid = (el: PanchangCalendar) => sr(q(el.shadowRoot, 'panchang-month-grid'));
const cell = (el: PanchangCalendar, date: string) => q(grid(el), `td[data-date="${date}"]`);
const nav = (el: PanchangCalendar) => sr(q(el.shadowRoot, 'panchang-month-nav'));
const heading = (el: PanchangCalendar) => text(q(nav(el), 'h2'));
async function monthShown(el: PanchangCalendar, y: number, m: number, days: number) {
  const last = `${y}-${String(m).padStart(2, '0')}-${days}`;
  await until(() => cell(el, last) && !el.busy, `the grid of ${last.slice(0, 7)}`, 40_000);
}

describe('<panchang-calendar>', () => {
  it('New Delhi, October 2025: Diwali on the published date, and every tithi and nakshatra as /v1/panchang/monthly gives them', async () => {
    const el = await open('2025-09');
    await monthShown(el, 2025, 9, 30);
    equal(heading(el), 'September 2025', 'month shown from the address');
    const next = qa<HTMLButtonElement>(nav(el), 'button').find((b) => b.getAttribute('aria-label')?.startsWith('Next month'))!;
    next.click();
    await monthShown(el, 2025, 10, 31);
    equal(heading(el), 'October 2025', 'after Next month');

    const diwali = qa(grid(el), 'td[data-date]').filter((td) => qa(td, '.festival').some((f) => /^Diwali\b/.test(text(f)))).map((td) => td.dataset.date);
    equal(diwali.join(','), DIWALI_2025, `Diwali in the grid (published for New Delhi: ${DIWALI_2025})`);

    const ref = await monthly(2025, 10, DELHI);
    equal(qa(grid(el), 'td[data-date]').length, ref.days.length, 'one cell per day');
    for (const d of ref.days) {
      const c = cell(el, d.date);
      equal(text(q(c, '.tithi .paksha')) + ' ' + text(q(c, '.tithi .tname')), `${d.tithi.paksha} ${d.tithi.name}`, `${d.date} tithi`);
      ok(text(q(c, '.nak')).startsWith(d.nakshatra.name), `${d.date} nakshatra: ${text(q(c, '.nak'))} vs ${d.nakshatra.name}`);
    }
    const row20 = ref.sheet.rows.find((r) => r.date === DIWALI_2025)!;
    equal(text(q(cell(el, DIWALI_2025), '.tithi .until')), `till ${row20.tithi_end}`, 'tithi end time on Diwali');
    ok(text(q(grid(el), 'caption')).includes('Vikram Samvat 2082'), `caption: ${text(q(grid(el), 'caption'))}`);
  });

  it('the amanta/purnimanta switch renames the month where the two systems differ, and is remembered', async () => {
    const s = stores();
    const el = await open('2025-10', s);
    await monthShown(el, 2025, 10, 31);
    const monthOf = (date: string) => cell(el, date)?.dataset.hinduMonth;
    equal(monthOf('2025-10-10'), 'Kartika', 'Karwa Chauth day, purnimanta');
    equal(text(q(cell(el, '2025-10-08'), '.hmonth')), 'Kartika', 'purnimanta Kartika begins after the full moon of the 7th');
    const radio = q<HTMLInputElement>(el.shadowRoot, 'input[name="month-system"][value="amanta"]')!;
    radio.click();
    await until(() => monthOf('2025-10-10') === 'Ashwin' && !el.busy, 'amanta month names');
    equal(q(cell(el, '2025-10-08'), '.hmonth'), null, 'no month begins on the 8th in amanta');
    equal(text(q(cell(el, '2025-10-22'), '.hmonth')), 'Kartika', 'amanta Kartika begins after the new moon of the 21st');
    equal(monthOf('2025-10-03'), 'Ashwin', 'bright half: both systems agree');
    const ref = await monthly(2025, 10, DELHI, 'amanta');
    for (const r of ref.sheet.rows) equal(monthOf(r.date), r.hindu_month, `${r.date} amanta month`);
    await saved(s.prefs, (p) => p.monthSystem === 'amanta', 'month system remembered');

    // A new visit with the same store opens in amanta.
    document.body.replaceChildren();
    const again = await open('2025-10', s);
    await monthShown(again, 2025, 10, 31);
    equal(cell(again, '2025-10-10')?.dataset.hinduMonth, 'Ashwin', 'remembered on the next visit');
    ok(q<HTMLInputElement>(again.shadowRoot, 'input[name="month-system"][value="amanta"]')!.checked, 'amanta checked');
  });

  it('a place picked from the list recomputes the month there (London: a repeated tithi, the clocks change) and is remembered', async () => {
    const s = stores();
    const el = await open('2025-10', s);
    await monthShown(el, 2025, 10, 31);
    const picker = q<PlacePicker>(el.shadowRoot, 'place-picker')!;
    await picker.updateComplete;
    const input = q<HTMLInputElement>(picker.shadowRoot, 'input[name="place-query"]')!;
    input.focus();
    input.value = 'london';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    const option = await until(() => qa(picker.shadowRoot, 'li[role="option"]').find((li) => text(li).startsWith('London')), 'London in the list');
    option.click();
    await until(() => el.place.name === 'London' && !el.busy && el.data?.tz === 'Europe/London', 'the month for London', 40_000);
    const p = el.place;
    const ref = await monthly(2025, 10, p);
    for (const d of ref.days) {
      const c = cell(el, d.date);
      equal(text(q(c, '.tithi .tname')), d.tithi.name, `London ${d.date} tithi`);
    }
    const rows = ref.sheet.rows;
    const repeated = rows.filter((r, i) => i > 0 && rows[i - 1]!.vriddhi_tithi && rows[i - 1]!.tithi === r.tithi).map((r) => r.date);
    ok(repeated.length > 0, 'the reference month has a repeated tithi in London');
    const marked = qa(grid(el), 'td[data-date]').filter((td) => q(td, '.badge.adhika')).map((td) => td.dataset.date);
    equal(marked.join(','), repeated.join(','), 'adhika (repeated) tithis marked');
    for (const r of rows) {
      const kshaya = qa(cell(el, r.date), '.kshaya').map((k) => text(k).replace(/ kshaya$/i, ''));
      equal(kshaya.join('|'), [...r.kshaya_tithi, ...r.kshaya_nakshatra].join('|'), `${r.date} kshaya`);
    }
    await saved(s.prefs, (p) => p.place.name === 'London' && p.place.tz === 'Europe/London', 'place remembered');
  });

  it('opening a day shows the five limbs and a timeline whose Rahu Kaal is /v1/panchang/rahu-kaal\'s', async () => {
    const el = await open('2025-10');
    await monthShown(el, 2025, 10, 31);
    q<HTMLButtonElement>(cell(el, '2025-10-20'), 'button')!.click();
    const view = await until(() => q(el.shadowRoot, 'panchang-day-view'), 'day view');
    const tl = await until(() => q(view.shadowRoot, 'panchang-timeline'), 'timeline', 40_000);
    const rahu = await until(() => q(tl.shadowRoot, 'li[data-window="rahu_kaal"]'), 'Rahu Kaal row');
    const k = await v1<{ start_local: string; end_local: string }>(`/v1/panchang/rahu-kaal?date=2025-10-20&tz=${DELHI.tz}&lat=${DELHI.lat}&lon=${DELHI.lon}`);
    equal(text(q(rahu, '.name')), 'Rahu Kaal', 'row name');
    equal(text(q(rahu, '.when')), `${k.start_local.slice(11, 16)}–${k.end_local.slice(11, 16)}`, 'Rahu Kaal times');
    ok(q(rahu, '.seg.bad'), 'Rahu Kaal drawn as an inauspicious bar');
    const ids = qa(tl.shadowRoot, 'li[data-window]').map((li) => li.dataset.window);
    for (const w of ['tithi', 'nakshatra', 'yoga', 'karana', 'brahma_muhurat', 'abhijit', 'amrit_kalam', 'pradosh_kaal', 'rahu_kaal', 'yamaganda', 'gulika', 'durmuhurta', 'varjyam', 'choghadiya', 'hora']) {
      ok(ids.includes(w), `timeline row ${w} (rows: ${ids.join(', ')})`);
    }
    equal(qa(q(tl.shadowRoot, 'li[data-window="choghadiya"]'), '.seg').length, 16, 'choghadiya: 8 by day, 8 by night');
    equal(qa(q(tl.shadowRoot, 'li[data-window="hora"]'), '.seg').length, 24, '24 horas');
    const vroot = view.shadowRoot!;
    ok(text(q(vroot, 'h2')).startsWith('Monday 20 October 2025'), `heading: ${text(q(vroot, 'h2'))}`);
    ok(qa(vroot, '.festival').some((f) => /^Diwali/.test(text(f))), 'Diwali in the day view');
    const tithi = qa(vroot, 'tr[data-limb="tithi"]').map((tr) => text(tr));
    ok(tithi[0]!.includes('Chaturdashi') && tithi[0]!.includes('15:46:11'), `tithi row: ${tithi[0]}`);
    ok(tithi.some((t) => t.includes('Amavasya')), 'the tithi that begins during the day is listed');
    ok(text(q(vroot, '.hindu-month')).includes('Kartika (purnimanta)') && text(q(vroot, '.hindu-month')).includes('Ashwin (amanta)'), `month: ${text(q(vroot, '.hindu-month'))}`);
    ok(text(vroot).includes('Vikram 2082'), 'samvat');
    ok(location.hash.includes('date=2025-10-20'), `the address keeps the day: ${location.hash}`);
  });

  it('marks today, and the app routes #/panchang to the page', async () => {
    location.hash = '#/panchang';
    const app = await fixture(document.createElement('akasha-app'));
    const page = await until(() => q<PanchangCalendar>(app.shadowRoot, 'panchang-calendar'), 'panchang-calendar in the app');
    const today = todayAt(page.place.tz);
    await until(() => q(sr(q(page.shadowRoot, 'panchang-month-grid')), 'td[aria-current="date"]') && !page.busy, 'today marked', 40_000);
    equal(q(sr(q(page.shadowRoot, 'panchang-month-grid')), 'td[aria-current="date"]')?.dataset.date, today, 'today cell');
    equal(text(q(app.shadowRoot, 'nav a[aria-current="page"]')), 'Panchang', 'current nav item');
    await until(() => q(page.shadowRoot, 'panchang-day-view'), 'today opened');
  });
});
