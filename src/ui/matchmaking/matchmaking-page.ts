/**
 * `<matchmaking-page>`: the matchmaking page (`#/matchmaking`). Two births in, the groom's
 * (`boy.*` of the API) and the bride's (`girl.*`): the rules are not symmetric, so each form is
 * labelled. Out comes `<match-report>` (the total on its verdict scale, both Moons, each koota's
 * bar against its maximum, the doshas with their cancellations, a Print button) under the
 * methods chosen in `<milan-options>`. Printing hides the forms: the report is the summary.
 * Every figure is the engine's: /v1/milan/ashtakoota and /v1/milan/mangal-dosha through the
 * engine Worker.
 */
import { LitElement, css, html, nothing } from 'lit';
import { engine } from '../../worker/client';
import type { Birth } from '../shared/birth-form';
import { controls, tokens } from '../theme';
import { MILAN_OPTIONS, type MilanOptions, defaultMilanOptions } from './milan-options';
import type { MatchResult } from './match-report';
import type { MangalAnswer, MatchAnswer } from './types';
import '../shared/birth-form';
import './match-report';
import './milan-options';

async function v1<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) throw new Error((res.body as { error?: { message?: string } })?.error?.message ?? `status ${res.status}`);
  return res.body as T;
}

function personQuery(q: URLSearchParams, prefix: string, b: Birth): void {
  q.set(`${prefix}.date`, b.date);
  q.set(`${prefix}.time`, b.time);
  q.set(`${prefix}.tz`, b.place.tz);
  q.set(`${prefix}.lat`, String(b.place.lat));
  q.set(`${prefix}.lon`, String(b.place.lon));
}

const ASHTAKOOTA_ONLY = new Set(MILAN_OPTIONS.filter((o) => o.ashtakootaOnly).map((o) => o.name));
const describe = (b: Birth) => `${b.date} ${b.time}, ${b.place.name}`;

export class MatchmakingPage extends LitElement {
  static properties = {
    groom: { state: true },
    bride: { state: true },
    options: { state: true },
    result: { state: true },
    busy: { state: true },
    error: { state: true },
  };

  declare groom: Birth | undefined;
  declare bride: Birth | undefined;
  declare options: MilanOptions;
  declare result: MatchResult | undefined;
  declare busy: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.options = defaultMilanOptions();
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  private setBirth(who: 'groom' | 'bride', b: Birth): void {
    this[who] = b;
    void this.compute();
  }

  /** Matches the two births under the chosen methods (nothing happens until both are set). */
  async compute(): Promise<void> {
    const { groom, bride } = this;
    if (!groom || !bride) return;
    this.abort?.abort();
    if (groom.ayanamsa !== bride.ayanamsa) {
      this.error = `The two births use different ayanamsas (groom ${groom.ayanamsa}, bride ${bride.ayanamsa}): a match compares both Moons in one zodiac. Choose the same ayanamsa in both forms.`;
      this.result = undefined;
      return;
    }
    const abort = (this.abort = new AbortController());
    const o = this.options;
    const q = new URLSearchParams();
    personQuery(q, 'boy', groom);
    personQuery(q, 'girl', bride);
    q.set('ayanamsa', groom.ayanamsa);
    q.set('method', o.method!);
    if (o.method === 'ashtakoota') for (const k of ASHTAKOOTA_ONLY) q.set(k, o[k]!);
    const mangal = (b: Birth) => {
      const m = new URLSearchParams();
      personQuery(m, 'birth', b);
      m.set('ayanamsa', b.ayanamsa);
      m.set('method', o.mangal_method!);
      return v1<MangalAnswer>(`/v1/milan/mangal-dosha?${m}`, abort.signal);
    };
    this.busy = true;
    this.error = undefined;
    try {
      const [answer, boyMangal, girlMangal] = await Promise.all([v1<MatchAnswer>(`/v1/milan/ashtakoota?${q}`, abort.signal), mangal(groom), mangal(bride)]);
      this.result = { answer, boyMangal, girlMangal, groom, bride };
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private form(who: 'groom' | 'bride') {
    const b = this[who];
    const [title, api] = who === 'groom' ? ['Groom', 'boy'] : ['Bride', 'girl'];
    return html`
      <fieldset class="person" data-person=${api}>
        <legend>${title} <span class="muted">(${api})</span></legend>
        <birth-form submit-label="Use the ${who}'s birth" ?busy=${this.busy} .value=${b}
          @birth-change=${(e: CustomEvent<Birth>) => this.setBirth(who, e.detail)}></birth-form>
        <p class="set" aria-live="polite">${b ? html`<span class="ok">✓</span> ${title}: ${describe(b)}` : html`<span class="muted">${title}'s birth not set yet</span>`}</p>
      </fieldset>`;
  }

  override render() {
    const waiting = !this.groom || !this.bride;
    return html`
      <section class="panel form-panel">
        <h2>Matchmaking</h2>
        <p class="muted intro">Enter both births. The classical rules are not symmetric: the groom is the API's <code>boy</code>, the bride its <code>girl</code>.</p>
        <div class="forms">${this.form('groom')}${this.form('bride')}</div>
        <milan-options .value=${this.options} @options-change=${(e: CustomEvent<MilanOptions>) => { this.options = e.detail; void this.compute(); }}></milan-options>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        ${this.busy ? html`<p class="muted" role="status">Matching…</p>` : nothing}
        ${waiting && !this.result ? html`<p class="muted">The match is computed as soon as both births are set.</p>` : nothing}
      </section>
      ${this.result ? html`<match-report .result=${this.result}></match-report>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; min-width: 0; }
    .panel { min-width: 0; }
    .form-panel { display: grid; gap: 0.9rem; }
    .form-panel h2, .intro { margin: 0; }
    .forms { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1rem; }
    fieldset.person { border: 1px solid var(--ak-border); border-radius: 8px; margin: 0; padding: 0.5rem 0.75rem 0.75rem; min-width: 0; }
    fieldset.person legend { font-weight: 700; padding: 0 0.3rem; }
    fieldset.person[data-person='boy'] { border-top: 4px solid var(--ak-accent); }
    fieldset.person[data-person='girl'] { border-top: 4px solid var(--ak-gold); }
    .set { margin: 0.5rem 0 0; font-size: 0.9rem; }
    @media (max-width: 760px) {
      .panel { padding: 0.75rem; }
      .forms { grid-template-columns: minmax(0, 1fr); }
    }
    @media print {
      .form-panel { display: none; }
    }
  `];
}

customElements.define('matchmaking-page', MatchmakingPage);

declare global {
  interface HTMLElementTagNameMap {
    'matchmaking-page': MatchmakingPage;
  }
}
