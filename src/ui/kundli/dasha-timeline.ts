/**
 * `<dasha-timeline>`: the Vimshottari mahadashas of a birth as a 120-year band (SVG) and a
 * list, the periods running today highlighted (from /v1/dasha/vimshottari/current), and each
 * mahadasha's antardashas fetched when a person opens it (/v1/dasha/vimshottari?depth=2&maha=).
 *
 * Property: `query`: the birth's /v1 query string (date, time, tz, lat, lon, ayanamsa).
 */
import { LitElement, css, html, svg, nothing } from 'lit';
import { engine } from '../../worker/client';
import { controls, tokens } from '../theme';

export interface DashaPeriod {
  lord: string; level: number; level_name: string; years: number;
  start_jd: number; end_jd: number; start_local: string; end_local: string;
  sub?: DashaPeriod[];
}
interface TreeAnswer { balance: { lord: string; balance_ymd: [number, number, number] }; maha_dasha: DashaPeriod[] }
interface CurrentAnswer { at_local: string; current: DashaPeriod[] }

const COLORS: Record<string, string> = {
  Sun: '#d9822b', Moon: '#9aa7b8', Mars: '#c0392b', Rahu: '#5d6d7e', Jupiter: '#d4ac0d',
  Saturn: '#34495e', Mercury: '#27ae60', Ketu: '#8e6e53', Venus: '#c39bd3',
};
const day = (local: string) => local.slice(0, 10);

async function v1<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) throw new Error((res.body as { error?: { message?: string } })?.error?.message ?? `status ${res.status}`);
  return res.body as T;
}

export class DashaTimeline extends LitElement {
  static properties = {
    query: {},
    tree: { state: true },
    current: { state: true },
    antars: { state: true },
    openLord: { state: true },
    error: { state: true },
  };

  declare query: string;
  declare tree: TreeAnswer | undefined;
  declare current: CurrentAnswer | undefined;
  declare antars: Record<string, DashaPeriod[]>;
  declare openLord: string | undefined;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.query = '';
    this.antars = {};
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('query')) void this.load();
  }

  private async load(): Promise<void> {
    this.abort?.abort();
    this.tree = undefined;
    this.current = undefined;
    this.antars = {};
    this.openLord = undefined;
    this.error = undefined;
    if (!this.query) return;
    const abort = (this.abort = new AbortController());
    try {
      const [tree, current] = await Promise.all([
        v1<TreeAnswer>(`/v1/dasha/vimshottari?${this.query}&depth=1`, abort.signal),
        v1<CurrentAnswer>(`/v1/dasha/vimshottari/current?${this.query}&depth=3`, abort.signal),
      ]);
      this.tree = tree;
      this.current = current;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    }
  }

  private async toggle(lord: string): Promise<void> {
    this.openLord = this.openLord === lord ? undefined : lord;
    if (!this.openLord || this.antars[lord]) return;
    const signal = this.abort?.signal ?? new AbortController().signal;
    try {
      const a = await v1<TreeAnswer>(`/v1/dasha/vimshottari?${this.query}&depth=2&maha=${lord}`, signal);
      this.antars = { ...this.antars, [lord]: a.maha_dasha[0]?.sub ?? [] };
    } catch (err) {
      if (!signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    }
  }

  private running(p: DashaPeriod): boolean {
    return !!this.current?.current.some((c) => c.level === p.level && c.lord === p.lord && Math.abs(c.start_jd - p.start_jd) < 1e-6);
  }

  private band(periods: DashaPeriod[]) {
    const t0 = periods[0]!.start_jd;
    const span = periods[periods.length - 1]!.end_jd - t0;
    const x = (jd: number) => ((jd - t0) / span) * 400;
    const now = this.current?.current[0] ? (Date.now() / 86_400_000 + 2_440_587.5) : undefined;
    return svg`
      <svg viewBox="0 0 400 46" role="img" aria-label="Vimshottari mahadashas over 120 years: ${periods.map((p) => `${p.lord} ${day(p.start_local).slice(0, 4)} to ${day(p.end_local).slice(0, 4)}`).join(', ')}">
        ${periods.map((p) => svg`<g class=${this.running(p) ? 'run' : ''}>
          <rect x=${x(p.start_jd)} y="4" width=${x(p.end_jd) - x(p.start_jd)} height="24" fill=${COLORS[p.lord] ?? '#888'} />
          <text x=${(x(p.start_jd) + x(p.end_jd)) / 2} y="21" text-anchor="middle">${p.lord.slice(0, 2)}</text>
          <text class="yr" x=${x(p.start_jd) + 1} y="42">${day(p.start_local).slice(2, 4)}</text>
        </g>`)}
        ${now !== undefined && now > t0 && now < t0 + span ? svg`<line class="now" x1=${x(now)} x2=${x(now)} y1="0" y2="32" />` : nothing}
      </svg>`;
  }

  override render() {
    if (this.error) return html`<p class="error" role="alert">${this.error}</p>`;
    const t = this.tree;
    if (!t) return html`<p class="muted">${this.query ? 'Computing the dashas…' : ''}</p>`;
    const cur = this.current?.current ?? [];
    const [y, m, d] = t.balance.balance_ymd;
    return html`
      <p class="now-line">
        ${cur.length ? html`Running on ${day(this.current!.at_local)}: <strong class="running-chain">${cur.map((c) => c.lord).join(' / ')}</strong>
          <span class="muted">(${cur.map((c) => c.level_name).join(' / ')})</span>` : html`<span class="muted">Today is outside the 120 years.</span>`}
        <br /><span class="muted">Balance at birth: ${t.balance.lord} ${y} y ${m} m ${d} d</span>
      </p>
      ${this.band(t.maha_dasha)}
      <ol class="mahas">
        ${t.maha_dasha.map((p) => {
          const open = this.openLord === p.lord;
          const subs = this.antars[p.lord];
          return html`<li class="maha ${this.running(p) ? 'run' : ''}" data-lord=${p.lord} aria-current=${this.running(p) ? 'true' : nothing}>
            <div class="line">
              <span class="dot" style="background:${COLORS[p.lord] ?? '#888'}"></span>
              <strong>${p.lord}</strong>
              <span class="dates">${day(p.start_local)} – ${day(p.end_local)}</span>
              <span class="muted">${+p.years.toFixed(2)} y</span>
              <button class="secondary small" aria-expanded=${open ? 'true' : 'false'} @click=${() => this.toggle(p.lord)}>${open ? 'Hide antar' : 'Antar'}</button>
            </div>
            ${open ? html`${subs ? html`<ol class="antars">${subs.map((s) => html`
              <li class=${this.running(s) ? 'run' : ''} data-lord=${s.lord} aria-current=${this.running(s) ? 'true' : nothing}>
                <span><span class="vh">${p.lord}–</span>${s.lord}</span> <span class="dates">${day(s.start_local)} – ${day(s.end_local)}</span>
              </li>`)}</ol>` : html`<p class="muted">Loading…</p>`}` : nothing}
          </li>`;
        })}
      </ol>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    svg { display: block; width: 100%; height: auto; margin: 0.25rem 0 0.5rem; font-family: system-ui, sans-serif; }
    svg text { font-size: 10px; fill: #fff; font-weight: 600; }
    svg .yr { fill: var(--ak-muted); font-weight: 400; font-size: 8px; }
    svg .run rect { stroke: var(--ak-text); stroke-width: 2.5; }
    .now { stroke: var(--ak-error); stroke-width: 2; }
    .now-line { margin: 0 0 0.25rem; }
    ol { list-style: none; margin: 0; padding: 0; }
    .maha { border-bottom: 1px solid var(--ak-border); padding: 0.3rem 0.25rem; }
    .maha.run { background: color-mix(in srgb, var(--ak-gold) 14%, transparent); border-radius: 6px; }
    .line { display: flex; flex-wrap: wrap; gap: 0.3rem 0.75rem; align-items: center; }
    .line strong { min-width: 5rem; }
    .dates { font-family: var(--ak-mono); font-size: 0.85rem; }
    .dot { width: 0.75rem; height: 0.75rem; border-radius: 50%; display: inline-block; }
    button.small { padding: 0.15rem 0.55rem; font-size: 0.82rem; margin-left: auto; }
    .antars { margin: 0.3rem 0 0.2rem 1.6rem; display: grid; gap: 0.1rem; }
    .vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    .antars .dates { white-space: nowrap; }
    .antars li { display: grid; grid-template-columns: 6rem auto; gap: 0.5rem; font-size: 0.88rem; padding: 0.1rem 0.3rem; border-radius: 4px; }
    @media (max-width: 480px) { .antars { margin-left: 0.2rem; } .antars li { grid-template-columns: 5rem auto; font-size: 0.82rem; } }
    .antars li.run { background: color-mix(in srgb, var(--ak-gold) 28%, transparent); font-weight: 600; }
    @media print { button { display: none; } }
  `];
}

customElements.define('dasha-timeline', DashaTimeline);

declare global {
  interface HTMLElementTagNameMap {
    'dasha-timeline': DashaTimeline;
  }
}
