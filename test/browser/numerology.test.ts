/**
 * The Numerology page in real Chromium, against the real engine Worker: type a name and a date
 * of birth, press Compute, and check the five numbers a person sees against values worked out
 * by hand below (rules as in src/engine/numerology/README.md).
 */
import '../../src/ui/akasha-app';
import '../../src/ui/numerology/numerology-page';
import { equal, fixture, ok, until } from './harness';

const q = <E extends Element = HTMLElement>(root: Element | ShadowRoot | null | undefined, sel: string) => root?.querySelector<E>(sel) ?? null;
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

afterEach(() => { document.body.replaceChildren(); });

async function compute(page: HTMLElement, name: string, dob: string, system: 'chaldean' | 'pythagorean'): Promise<ShadowRoot> {
  const root = page.shadowRoot!;
  q<HTMLInputElement>(root, 'input[name="name"]')!.value = name;
  q<HTMLInputElement>(root, 'input[name="dob"]')!.value = dob;
  q<HTMLSelectElement>(root, 'select[name="system"]')!.value = system;
  q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
  const want = system === 'chaldean' ? 'Chaldean' : 'Pythagorean';
  await until(() => text(q(root, '.summary')).includes(want) && text(q(root, '.summary')).includes(dob) && !q<HTMLButtonElement>(root, 'button[type="submit"]')!.disabled,
    `the numbers for ${name}, ${dob}, ${system}`);
  return root;
}

/** The five values as shown: driver, conductor, soul, personality, destiny. */
const shown = (root: ShadowRoot) =>
  ['driver', 'conductor', 'soul', 'personality', 'destiny'].map((k) => text(q(root, `[data-number="${k}"] .value`))).join(' ');

/** Digit sum repeated until one digit is left, keeping the masters given. */
function reduce(n: number, masters: number[]): number {
  while (n > 9 && !masters.includes(n)) n = String(n).split('').reduce((s, d) => s + Number(d), 0);
  return n;
}

describe('<numerology-page>', () => {
  it('Ravi Kumar, 1990-07-15: the five core numbers in both letter tables', async () => {
    const page = await fixture(document.createElement('numerology-page'));
    // Chaldean (1 AIJQY, 2 BKR, 3 CGLS, 4 DMT, 5 EHNX, 6 UVW, 7 OZ, 8 FP):
    //   driver      = day 15 -> 1 + 5 = 6
    //   conductor   = 1+9+9+0+0+7+1+5 = 32 -> 5
    //   soul        = vowels A1 I1 U6 A1 = 9
    //   personality = consonants R2 V6 K2 M4 R2 = 16 -> 7
    //   destiny     = all letters 9 + 16 = 25 -> 7
    let root = await compute(page, 'Ravi Kumar', '1990-07-15', 'chaldean');
    equal(shown(root), '6 5 9 7 7', 'Chaldean driver, conductor, soul, personality, destiny');
    equal(text(q(root, '.normalised')), 'RAVI KUMAR', 'normalised name');
    ok(text(q(root, '[data-number="conductor"] .working')).includes('= 32 -> 5'), 'conductor working shown');
    ok(text(q(root, '[data-number="driver"]')).includes('Mulank'), 'driver called Mulank');
    ok(text(q(root, '[data-number="driver"] details')).includes('Venus'), 'lucky planet of 6');

    // Pythagorean (A=1 .. I=9, J=1 .. R=9, S=1 .. Z=8): date numbers unchanged,
    //   soul        = A1 I9 U3 A1 = 14 -> 5
    //   personality = R9 V4 K2 M4 R9 = 28 -> 10 -> 1
    //   destiny     = 14 + 28 = 42 -> 6
    root = await compute(page, 'Ravi Kumar', '1990-07-15', 'pythagorean');
    equal(shown(root), '6 5 5 1 6', 'Pythagorean driver, conductor, soul, personality, destiny');
  });

  it('keeps master numbers: born on the 29th is driver 11', async () => {
    const page = await fixture(document.createElement('numerology-page'));
    // driver: 29 -> 2 + 9 = 11, a master number, kept. conductor: 1+9+8+5+1+1+2+9 = 36 -> 9.
    const root = await compute(page, 'Asha', '1985-11-29', 'chaldean');
    equal(text(q(root, '[data-number="driver"] .value')), '11', 'driver');
    ok(q(root, '[data-number="driver"] .value.master'), 'marked as a master number');
    ok(text(q(root, '[data-number="driver"]')).includes('Master number (root 2)'), 'master note');
    equal(text(q(root, '[data-number="conductor"] .value')), '9', 'conductor');
  });

  it('shows the personal year, month and day for today on this device', async () => {
    const page = await fixture(document.createElement('numerology-page'));
    const root = await compute(page, 'Ravi Kumar', '1990-07-15', 'chaldean');
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await until(() => q(root, '.today'), 'personal periods');
    equal(text(q(root, '.today h2')), `Today, ${today}`, 'reference date is today');
    // Personal year: digits of birth month and day (7, 1, 5) plus the digits of this year, reduced keeping 11 and 22.
    const digits = `0715${d.getFullYear()}`.split('').reduce((s, x) => s + Number(x), 0);
    equal(text(q(root, '[data-period="year"] .value')), String(reduce(digits, [11, 22])), 'personal year');
    ok(q(root, '[data-period="month"] .value') && q(root, '[data-period="day"] .value'), 'month and day shown');
  });

  it('a name without letters is refused with the engine\'s message', async () => {
    const page = await fixture(document.createElement('numerology-page'));
    const root = page.shadowRoot!;
    q<HTMLInputElement>(root, 'input[name="name"]')!.value = '1234';
    q<HTMLInputElement>(root, 'input[name="dob"]')!.value = '1990-07-15';
    q<HTMLButtonElement>(root, 'button[type="submit"]')!.click();
    const alert = await until(() => q(root, '[role="alert"]'), 'an error');
    ok(text(alert).length > 10, `error says why: ${text(alert)}`);
    ok(!q(root, '.result'), 'no numbers shown');
  });

  it('#/numerology is the page', async () => {
    location.hash = '#/numerology';
    const app = await fixture(document.createElement('akasha-app'));
    await until(() => q(app.shadowRoot, 'numerology-page'), 'numerology-page');
    equal(q(app.shadowRoot, 'nav a[aria-current="page"]')?.textContent, 'Numerology', 'current nav item');
    location.hash = '#/';
  });
});
