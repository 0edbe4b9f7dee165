/**
 * The matchmaking page in real Chromium against the real engine Worker, used as a person would:
 * two births typed into the groom's and the bride's forms, then the methods changed. What is
 * shown is checked against /v1/milan/ashtakoota and /v1/milan/mangal-dosha for the same input
 * (called through the Worker here) and against the figures Node printed for it
 * (`npm run api -- "/v1/milan/ashtakoota?boy.date=1990-05-15&boy.time=10:30&boy.tz=Asia/Kolkata
 * &boy.lat=28.6139&boy.lon=77.209&girl.date=1992-08-20&girl.time=14:15&girl.tz=Asia/Kolkata
 * &girl.lat=19.076&girl.lon=72.8777"`: 27 of 36, bhakoot 0 with its 5/9 dosha cancelled by
 * friendly sign lords).
 */
import '../../src/ui/akasha-app';
import { MILAN_OPTIONS } from '../../src/ui/matchmaking/milan-options';
import type { MatchmakingPage } from '../../src/ui/matchmaking/matchmaking-page';
import type { MangalAnswer, MatchAnswer } from '../../src/ui/matchmaking/types';
import type { PlacePicker } from '../../src/ui/shared/place-picker';
import { engine } from '../../src/worker/client';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sr = (el: Element | null | undefined) => el?.shadowRoot ?? null;

interface Person { date: string; time: string; name: string; lat: string; lon: string; tz: string }
const GROOM: Person = { date: '1990-05-15', time: '10:30', name: 'New Delhi', lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' };
const BRIDE: Person = { date: '1992-08-20', time: '14:15', name: 'Mumbai', lat: '19.076', lon: '72.8777', tz: 'Asia/Kolkata' };
/** Node's points for this pair (see the header). */
const NODE_POINTS: Record<string, number> = { varna: 1, vashya: 2, tara: 3, yoni: 2, graha_maitri: 5, gana: 6, bhakoot: 0, nadi: 8 };

const pairQuery = (extra = '') => `boy.date=${GROOM.date}&boy.time=${GROOM.time}&boy.tz=${GROOM.tz}&boy.lat=${GROOM.lat}&boy.lon=${GROOM.lon}`
  + `&girl.date=${BRIDE.date}&girl.time=${BRIDE.time}&girl.tz=${BRIDE.tz}&girl.lat=${BRIDE.lat}&girl.lon=${BRIDE.lon}&ayanamsa=lahiri${extra}`;
async function api<T>(path: string): Promise<T> {
  const res = await engine().call(path);
  equal(res.status, 200, `${path} status`);
  return res.body as T;
}

afterEach(() => { document.body.replaceChildren(); });

/** Fills one person's form (place typed by hand as coordinates) and presses its button. */
async function enter(page: MatchmakingPage, who: 'boy' | 'girl', p: Person): Promise<void> {
  const form = await until(() => q<HTMLElementTagNameMap['birth-form']>(q(page.shadowRoot, `fieldset[data-person="${who}"]`), 'birth-form'), `${who} form`);
  await form.updateComplete;
  const froot = form.shadowRoot!;
  q<HTMLInputElement>(froot, 'input[name="date"]')!.value = p.date;
  q<HTMLInputElement>(froot, 'input[name="time"]')!.value = p.time;
  const picker = q<PlacePicker>(froot, 'place-picker')!;
  await picker.updateComplete;
  const proot = picker.shadowRoot!;
  q<HTMLDetailsElement>(proot, 'details')!.open = true;
  q<HTMLInputElement>(proot, 'input[name="m-name"]')!.value = p.name;
  q<HTMLInputElement>(proot, 'input[name="m-lat"]')!.value = p.lat;
  q<HTMLInputElement>(proot, 'input[name="m-lon"]')!.value = p.lon;
  q<HTMLInputElement>(proot, 'input[name="m-tz"]')!.value = p.tz;
  q<HTMLButtonElement>(proot, '.manual button[type="submit"]')!.click();
  await until(() => text(q(proot, '.chosen')).includes(p.name), `${who}: the typed place shown`);
  q<HTMLButtonElement>(froot, 'button[type="submit"]')!.click();
}

const report = (page: MatchmakingPage) => sr(q(page.shadowRoot, 'match-report'));
const bars = (page: MatchmakingPage) => sr(q(report(page), 'koota-bars'));
const rows = (page: MatchmakingPage) => qa(bars(page), 'li[data-koota]');

async function setOption(page: MatchmakingPage, name: string, value: string): Promise<void> {
  const sel = q<HTMLSelectElement>(sr(q(page.shadowRoot, 'milan-options')), `select[name="${name}"]`)!;
  sel.value = value;
  sel.dispatchEvent(new Event('change'));
}

describe('<matchmaking-page>', () => {
  it('offers the methods the API offers, each with the API\'s default first', async () => {
    const res = await engine().call('/v1/openapi.json');
    const params = (path: string) => (res.body as { paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[]; default?: string } }[] } }> }).paths[path]!.get.parameters;
    for (const o of MILAN_OPTIONS) {
      const [path, name] = o.name === 'mangal_method' ? ['/v1/milan/mangal-dosha', 'method'] : ['/v1/milan/ashtakoota', o.name];
      const p = params(path).find((x) => x.name === name);
      ok(p, `${path} has ${name}`);
      equal(o.choices.map(([v]) => v).join(','), p.schema.enum!.join(','), `${o.name} choices`);
      equal(o.choices[0]![0], p.schema.default, `${o.name} default`);
    }
  });

  it('matches two births: each koota\'s bar as the engine scores it, bars summing to the total, doshas with their cancellations', async () => {
    location.hash = '#/matchmaking';
    const app = await fixture(document.createElement('akasha-app'));
    const page = await until(() => q<MatchmakingPage>(app.shadowRoot, 'matchmaking-page'), 'the page at #/matchmaking');
    await page.updateComplete;
    ok(text(q(page.shadowRoot, 'fieldset[data-person="boy"] legend')).startsWith('Groom'), 'the boy form is the groom\'s');
    ok(text(q(page.shadowRoot, 'fieldset[data-person="girl"] legend')).startsWith('Bride'), 'the girl form is the bride\'s');

    await enter(page, 'boy', GROOM);
    await until(() => text(q(page.shadowRoot, 'fieldset[data-person="boy"] .set')).includes('New Delhi'), 'groom set');
    ok(!q(page.shadowRoot, 'match-report'), 'nothing computed with one birth');
    await enter(page, 'girl', BRIDE);
    await until(() => rows(page).length === 8, 'eight koota bars', 40_000);

    const expected = await api<MatchAnswer>(`/v1/milan/ashtakoota?${pairQuery()}`);
    let sum = 0;
    for (const li of rows(page)) {
      const id = li.dataset.koota!;
      const k = expected.kootas[id]!;
      ok(k, `koota ${id} in the answer`);
      const shown = Number(text(q(li, '.pts strong')));
      equal(shown, k.points, `${id} points shown`);
      equal(shown, NODE_POINTS[id], `${id} points against Node`);
      equal(Number(li.dataset.max), k.max, `${id} maximum`);
      equal(q(li, '[role="meter"]')?.getAttribute('aria-valuenow'), String(k.points), `${id} meter value`);
      equal(text(q(li, '.boy')), k.boy, `${id} groom's attribute`);
      equal(text(q(li, '.girl')), k.girl, `${id} bride's attribute`);
      equal(text(q(li, '.rule')), k.rule, `${id} rule`);
      sum += shown;
    }
    equal(rows(page).map((li) => li.dataset.koota).join(','), 'varna,vashya,tara,yoni,graha_maitri,gana,bhakoot,nadi', 'koota order');
    equal(qa(bars(page), 'li[data-koota]').reduce((a, li) => a + Number(li.dataset.max), 0), 36, 'maxima sum to 36');
    const verdict = sr(q(report(page), 'match-verdict'));
    const total = Number(text(q(verdict, '.n')));
    equal(total, expected.total, 'total shown');
    equal(total, 27, 'total against Node');
    equal(sum, total, 'the bars sum to the total');
    equal(text(q(verdict, '.label')), expected.verdict_label, 'verdict label');
    equal(text(q(verdict, '.bands li[aria-current="true"]')).split(' ')[0], 'Acceptable', 'the lit band');

    // Doshas: bhakoot 5/9 cancelled by friendly lords; Mangal for both as the endpoint says.
    const doshas = sr(q(report(page), 'dosha-list'));
    const bhakoot = q(doshas, 'li[data-dosha="bhakoot"]')!;
    equal(bhakoot.dataset.state, 'cancelled', 'bhakoot dosha cancelled');
    ok(text(q(bhakoot, '.status')).includes('Friendly sign lords'), `named cancellation: ${text(q(bhakoot, '.status'))}`);
    ok(q(bhakoot, 'li.applies[data-rule="friendly_sign_lords"]'), 'the applying exception marked');
    equal(q(doshas, 'li[data-dosha="nadi"]')?.dataset.state, 'none', 'no nadi dosha');
    for (const [who, p] of [['boy', GROOM], ['girl', BRIDE]] as const) {
      const m = await api<MangalAnswer>(`/v1/milan/mangal-dosha?birth.date=${p.date}&birth.time=${p.time}&birth.tz=${p.tz}&birth.lat=${p.lat}&birth.lon=${p.lon}&ayanamsa=lahiri`);
      const card = sr(q(doshas, `mangal-dosha-card[data-who="${who}"]`));
      equal(q(card, '.status')?.getAttribute('data-state'), !m.present ? 'none' : m.cancelled ? 'cancelled' : 'present', `${who} Mangal state`);
      ok(text(card).includes(`house ${m.mars_house} from the lagna`), `${who}: Mars house shown`);
      if (m.present) equal(qa(card, '.rules li').length, m.cancellations.length, `${who}: every cancellation rule listed`);
    }
    ok(q(doshas, '[data-mangal-pair]'), 'what the pair makes of Mangal dosha');
    ok(q(report(page), 'button.print'), 'a Print button');

    // Methods: exceptions applied give the cancelled bhakoot its 7 points; porutham has ten rules.
    await setOption(page, 'exceptions', 'apply');
    const applied = await api<MatchAnswer>(`/v1/milan/ashtakoota?${pairQuery('&exceptions=apply')}`);
    await until(() => Number(text(q(sr(q(report(page), 'match-verdict')), '.n'))) === applied.total, `total with exceptions applied (${applied.total})`, 30_000);
    equal(Number(rows(page).find((li) => li.dataset.koota === 'bhakoot')!.dataset.points), applied.kootas.bhakoot!.points, 'bhakoot with the exception applied');
    equal(rows(page).reduce((a, li) => a + Number(li.dataset.points), 0), applied.total, 'bars still sum to the total');

    await setOption(page, 'method', 'porutham');
    const porutham = await api<MatchAnswer>(`/v1/milan/ashtakoota?${pairQuery('&method=porutham')}`);
    await until(() => rows(page).length === 10, 'ten poruthams', 30_000);
    equal(Number(text(q(sr(q(report(page), 'match-verdict')), '.n'))), porutham.total, 'porutham total');
    equal(rows(page).reduce((a, li) => a + Number(li.dataset.points), 0), porutham.total, 'poruthams sum to the total');
    ok(q<HTMLSelectElement>(sr(q(page.shadowRoot, 'milan-options')), 'select[name="varna_table"]')!.disabled, 'ashtakoota tables disabled under porutham');
    location.hash = '#/';
  });

  it('refuses to match two births cast with different ayanamsas', async () => {
    const page = await fixture(document.createElement('matchmaking-page'));
    await enter(page, 'boy', GROOM);
    const form = q<HTMLElementTagNameMap['birth-form']>(q(page.shadowRoot, 'fieldset[data-person="girl"]'), 'birth-form')!;
    await form.updateComplete;
    const sel = q<HTMLSelectElement>(form.shadowRoot, 'select[name="ayanamsa"]')!;
    sel.value = 'raman';
    await enter(page, 'girl', BRIDE);
    const alert = await until(() => q(page.shadowRoot, '[role="alert"]'), 'the message');
    ok(text(alert).includes('different ayanamsas'), `message: ${text(alert)}`);
    ok(!q(page.shadowRoot, 'match-report'), 'no report');
  });
});
