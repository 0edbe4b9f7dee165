/**
 * `<numerology-page>`: the Numerology page. A full name, a date of birth and a letter table
 * (Chaldean, the default of Indian practice, or Pythagorean) in; out come the five core
 * numbers (driver / Mulank, conductor / Bhagyank, soul, personality, destiny), each with its
 * working, meaning and lucky factors, and the personal year, month and day for today (this
 * device's calendar date). All figures are the engine's: /v1/numerology/full and
 * /v1/numerology/personal-periods through the engine Worker; rules in src/engine/numerology.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { LuckyFactors, NumerologyNumber, NumerologyProfile, PersonalPeriod, PersonalPeriods } from '../../engine/numerology';
import { engine } from '../../worker/client';
import { controls, tokens } from '../theme';

/** /v1/numerology/full answers with the engine's profile (and a `numbers` summary, not read here). */
type FullAnswer = NumerologyProfile;
/** /v1/numerology/personal-periods answers with the engine's periods and ref_date_source. */
type PeriodsAnswer = PersonalPeriods;

/** The five core numbers in the order shown, with what each is made from. */
const CORE = [
  { key: 'driver', title: 'Driver', alias: 'Mulank', from: 'day of birth' },
  { key: 'conductor', title: 'Conductor', alias: 'Bhagyank', from: 'full date of birth' },
  { key: 'soul', title: 'Soul', alias: 'heart’s desire', from: 'vowels of the name' },
  { key: 'personality', title: 'Personality', alias: 'outer self', from: 'consonants of the name' },
  { key: 'destiny', title: 'Destiny', alias: 'expression', from: 'all letters of the name' },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function v1<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) {
    const e = (res.body as { error?: { message?: string } } | undefined)?.error;
    throw new Error(e?.message ?? `status ${res.status}`);
  }
  return res.body as T;
}

export class NumerologyPage extends LitElement {
  static properties = {
    full: { state: true },
    periods: { state: true },
    busy: { state: true },
    error: { state: true },
  };

  declare full: FullAnswer | undefined;
  declare periods: PeriodsAnswer | undefined;
  declare busy: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  private async compute(ev: Event): Promise<void> {
    ev.preventDefault();
    const form = ev.target as HTMLFormElement;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const dob = String(data.get('dob') ?? '');
    const system = String(data.get('system') ?? 'chaldean');
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.busy = true;
    this.error = undefined;
    try {
      const today = localToday();
      const fullQuery = new URLSearchParams({ name, dob, system });
      const [full, periods] = await Promise.all([
        v1<FullAnswer>(`/v1/numerology/full?${fullQuery}`, abort.signal),
        dob <= today
          ? v1<PeriodsAnswer>(`/v1/numerology/personal-periods?${new URLSearchParams({ dob, ref_date: today })}`, abort.signal)
          : Promise.resolve(undefined),
      ]);
      this.full = full;
      this.periods = periods;
    } catch (err) {
      if (!abort.signal.aborted) {
        this.error = err instanceof Error ? err.message : String(err);
        this.full = undefined;
        this.periods = undefined;
      }
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private lucky(l: LuckyFactors) {
    return html`
      <dl class="lucky">
        <dt>Planet</dt><dd>${l.planet} (${l.planet_sanskrit})</dd>
        <dt>Days</dt><dd>${l.days.join(', ')}</dd>
        <dt>Colours</dt><dd>${l.colors.join(', ')}</dd>
        <dt>Gems</dt><dd>${l.gemstones.join(', ')}</dd>
        <dt>Numbers</dt><dd>${l.lucky_numbers.join(', ')}</dd>
      </dl>`;
  }

  private core(c: (typeof CORE)[number], n: NumerologyNumber | null) {
    return html`
      <article class="number" data-number=${c.key}>
        <header>
          <div>
            <h3>${c.title}</h3>
            <p class="muted small">${c.alias} · from the ${c.from}</p>
          </div>
          <span class="value ${n?.master ? 'master' : ''}" aria-label=${`${c.title} number ${n?.value ?? 'none'}`}>${n?.value ?? '–'}</span>
        </header>
        ${n ? html`
          ${n.master ? html`<p class="master-note">Master number (root ${n.root})</p>` : nothing}
          <p class="working mono small">${n.working}</p>
          <p class="title"><strong>${n.meaning.title}</strong> <span class="muted small">${n.meaning.keywords.join(' · ')}</span></p>
          <p>${n.meaning.context}</p>
          <details>
            <summary>Meaning and lucky factors</summary>
            <p>${n.meaning.text}</p>
            ${this.lucky(n.lucky)}
          </details>` : html`<p class="muted">Not defined for this name (see the note above).</p>`}
      </article>`;
  }

  private period(label: string, p: PersonalPeriod) {
    return html`
      <article class="period" data-period=${label.toLowerCase()}>
        <header>
          <h3>Personal ${label.toLowerCase()} <span class="muted small">${p.period}</span></h3>
          <span class="value ${p.master ? 'master' : ''}">${p.value}</span>
        </header>
        <p class="working mono small">${p.working}</p>
        <p>${p.meaning}</p>
        <p class="muted small">Lucky: ${p.lucky.day}, ${p.lucky.color}, ${p.lucky.gemstone} (${p.lucky.planet})</p>
      </article>`;
  }

  override render() {
    const f = this.full;
    const p = this.periods;
    return html`
      <section class="panel">
        <h2>Numerology</h2>
        <p class="muted">Five core numbers from a name and a date of birth, computed on this device. Master numbers 11, 22 and 33 are kept.</p>
        <form @submit=${this.compute}>
          <label class="name">Full name <input name="name" required autocomplete="name" placeholder="e.g. Ravi Kumar" /></label>
          <label>Date of birth <input name="dob" type="date" required min="1000-01-01" max="9999-12-31" /></label>
          <label>Letter table
            <select name="system">
              <option value="chaldean" selected>Chaldean (default)</option>
              <option value="pythagorean">Pythagorean</option>
            </select>
          </label>
          <button type="submit" ?disabled=${this.busy}>${this.busy ? 'Computing…' : 'Compute'}</button>
        </form>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      </section>
      ${f ? html`
        <section class="panel result" aria-live="polite" aria-label="Core numbers">
          <p class="summary">
            <strong class="normalised">${f.normalised_name}</strong> · born ${f.dob} ·
            ${f.system === 'chaldean' ? 'Chaldean' : 'Pythagorean'} letter values
          </p>
          ${f.warnings.length ? html`<p class="warn">${f.warnings.join(' ')}</p>` : nothing}
          <div class="numbers">${CORE.map((c) => this.core(c, f[c.key]))}</div>
        </section>` : nothing}
      ${p ? html`
        <section class="panel today" aria-label="Personal periods today">
          <h2>Today, ${p.ref_date}</h2>
          <div class="numbers">
            ${this.period('Year', p.personal_year)}${this.period('Month', p.personal_month)}${this.period('Day', p.personal_day)}
          </div>
        </section>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
    .name { flex: 1 1 12rem; max-width: 22rem; }
    .name input { width: 100%; box-sizing: border-box; }
    .summary { margin-top: 0; }
    .numbers { display: grid; gap: 0.75rem; align-items: start; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); }
    article { border: 1px solid var(--ak-border); border-radius: 8px; padding: 0.75rem 0.9rem; background: var(--ak-surface-2); min-width: 0; }
    article header { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.5rem; }
    article h3 { margin: 0; }
    article p { margin: 0.35rem 0 0; }
    .value {
      flex: none; display: grid; place-items: center; min-width: 2.6rem; height: 2.6rem; padding: 0 0.3rem; box-sizing: border-box;
      border-radius: 50%; background: var(--ak-accent); color: var(--ak-accent-text); font-size: 1.35rem; font-weight: 700;
    }
    .value.master { background: var(--ak-gold); color: #1d1a2e; border-radius: 12px; }
    .master-note { color: var(--ak-gold); font-weight: 600; font-size: 0.88rem; }
    .small { font-size: 0.85rem; }
    .working { color: var(--ak-muted); overflow-wrap: anywhere; }
    details { margin-top: 0.5rem; }
    summary { cursor: pointer; color: var(--ak-accent); }
    .lucky { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.6rem; margin: 0.5rem 0 0; font-size: 0.9rem; }
    .lucky dt { color: var(--ak-muted); }
    .lucky dd { margin: 0; }
  `];
}

customElements.define('numerology-page', NumerologyPage);

declare global {
  interface HTMLElementTagNameMap {
    'numerology-page': NumerologyPage;
  }
}
