/**
 * The UI components in real Chromium: rendered, clicked, and checked for what a person sees.
 * The full console round trip through the service worker (with screenshots) is in sw.e2e.mjs,
 * which needs a production build; here every component runs against the real engine Worker
 * and a real (separate) IndexedDB database.
 */
import { IdbStore } from '../../src/store/idb';
import '../../src/ui/akasha-app';
import type { ApiSendDetail } from '../../src/ui/api-endpoint-form';
import type { ApiKeysPanel } from '../../src/ui/api-keys-panel';
import type { BillingPage } from '../../src/ui/billing-page';
import { operationsOf } from '../../src/ui/operations';
import { ROUTES, routeIdOf } from '../../src/ui/routes';
import { engine } from '../../src/worker/client';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const qa = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => [...(root?.querySelectorAll<E>(sel) ?? [])];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

afterEach(() => { document.body.replaceChildren(); });

describe('<api-endpoint-form>', () => {
  it('generates the form from the param specs: required marked, examples filled, enums as selects', async () => {
    const res = await engine().call('/v1/openapi.json');
    const op = operationsOf(res.body).find((o) => o.path === '/v1/chart/planet/{name}');
    ok(op, '/v1/chart/planet/{name} in the registry');
    const el = await fixture(Object.assign(document.createElement('api-endpoint-form'), { operation: op }));
    const root = el.shadowRoot;
    const required = qa(root, '.field').filter((f) => q(f, '.req')).map((f) => text(q(f, '.name')).replace('*', ''));
    for (const name of ['name', 'date', 'tz', 'lat', 'lon']) ok(required.includes(name), `${name} marked required (marked: ${required.join(', ')})`);
    ok(!required.includes('time'), 'time is optional');
    equal(q<HTMLSelectElement>(root, 'select[name="name"]')?.value.toLowerCase(), 'moon', 'path enum is a select, preset to the example');
    ok(qa(root, 'select[name="ayanamsa"] option').length >= 6, 'ayanamsa is a select');
    equal(q<HTMLInputElement>(root, 'input[name="lat"]')?.value, String(op.parameters.find((p) => p.name === 'lat')?.example), 'lat example');

    const sent = new Promise<ApiSendDetail>((resolve) => el.addEventListener('api-send', (e) => resolve((e as CustomEvent<ApiSendDetail>).detail), { once: true }));
    const select = q<HTMLSelectElement>(root, 'select[name="name"]')!;
    select.value = [...select.options].find((o) => o.value.toLowerCase() === 'saturn')!.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
    const { url } = await sent;
    ok(url.toLowerCase().startsWith('/v1/chart/planet/saturn?'), `url: ${url}`);
    ok(url.includes('date=1990-05-15'), `url carries the example date: ${url}`);
  });
});

describe('<api-keys-panel>', () => {
  it('makes a key, shows the secret once, then only the prefix; revokes in two clicks', async () => {
    const store = new IdbStore(`akasha-test-ui-${Math.random().toString(36).slice(2)}`);
    const el = document.createElement('api-keys-panel') as ApiKeysPanel;
    el.store = store;
    await fixture(el);
    const root = el.shadowRoot!;
    await until(() => text(root).includes('No keys yet'), 'empty key list');
    q<HTMLInputElement>(root, 'input[name="key-name"]')!.value = 'Test key';
    q<HTMLButtonElement>(root, 'form.make button')!.click();
    const secretEl = await until(() => q(root, '[data-secret]'), 'the new secret');
    const secret = text(secretEl);
    ok(/^ak_[0-9a-f]{32}$/.test(secret), `secret shown: ${secret}`);
    await until(() => q(root, 'tbody tr'), 'key row');
    equal(text(q(root, 'tbody tr td.mono')), `${secret.slice(0, 7)}…`, 'list shows the prefix');
    equal(text(q(root, 'tbody tr td.credits')), '1,500', 'trial credits');
    [...root.querySelectorAll('button')].find((b) => text(b) === 'I have saved it')!.click();
    await el.updateComplete;
    ok(!text(root).includes(secret), 'the secret is gone after dismissal');
    const revoke = () => [...root.querySelectorAll('button.danger')][0] as HTMLButtonElement;
    revoke().click();
    await el.updateComplete;
    equal(text(revoke()), 'Confirm revoke', 'first click asks to confirm');
    revoke().click();
    await until(() => q(root, 'tr.revoked'), 'revoked row');
    equal((await store.list())[0].revokedAt !== undefined, true, 'revoked in the store');
    await store.close();
  });
});

describe('<billing-page>', () => {
  it('tops up a key and shows the new balance', async () => {
    const store = new IdbStore(`akasha-test-billing-${Math.random().toString(36).slice(2)}`);
    const made = await store.create({ name: 'Billed', secret: 'ak_0123456789abcdef0123456789abcdef', credits: 20 });
    const el = document.createElement('billing-page') as BillingPage;
    el.store = store;
    await fixture(el);
    const root = el.shadowRoot!;
    await until(() => q(root, `[data-key-id="${made.id}"]`), 'key card');
    equal(text(q(root, '.credits')), '20', 'balance before');
    [...root.querySelectorAll('button')].find((b) => text(b) === '+ 10,000')!.click();
    await until(() => text(q(root, '.credits')) === '10,020', 'balance after top-up');
    ok(text(root).includes('local emulation'), 'says nothing is sold');
    equal((await store.list())[0].credits, 10_020, 'balance in the store');
    await store.close();
  });
});

describe('<akasha-app>', () => {
  it('routes by hash: a family page not built yet says so and lists what the engine serves', async () => {
    const later = ROUTES.find((r) => !r.ready);
    location.hash = later ? `#/${later.id}` : '#/no-such-page';
    const app = await fixture(document.createElement('akasha-app'));
    if (later) {
      const page = await until(() => q(app.shadowRoot, 'akasha-coming-soon'), 'coming-soon panel');
      await until(() => text(page.shadowRoot).includes('endpoints served so far'), 'served endpoints list');
      ok(text(page.shadowRoot).includes('Coming in a later release'), 'honest badge');
      ok(text(page.shadowRoot).includes(later.family!), `names the family ${later.family}`);
      equal(q(app.shadowRoot, 'nav a[aria-current="page"]')?.textContent, later.title, 'current nav item');
    } else {
      await until(() => text(app.shadowRoot).includes('No such page'), 'not-found panel');
    }
    location.hash = '#/';
    await until(() => q(app.shadowRoot, 'sky-now'), 'start page');
    equal(routeIdOf('#/console?path=/v1/x'), 'console', 'route id ignores the query');
  });

  it('the start page shows the nine grahas computed by the Worker', async () => {
    location.hash = '#/';
    const app = await fixture(document.createElement('akasha-app'));
    const sky = await until(() => q(app.shadowRoot, 'sky-now'), 'sky-now');
    await until(() => qa(sky.shadowRoot, 'tbody tr').length === 9, 'nine rows', 30_000);
    const names = qa(sky.shadowRoot, 'tbody tr td:first-child').map(text);
    equal(names.join(','), 'Sun,Moon,Mars,Mercury,Jupiter,Venus,Saturn,Rahu,Ketu', 'graha order');
    ok(/Lagna \w+ \d+°/.test(text(q(sky.shadowRoot, '.result p'))), 'lagna shown');
  });
});
