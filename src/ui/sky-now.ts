/**
 * `<sky-now>`: the start page. The nine grahas, the ascendant and the ayanamsa at a moment and
 * place (default: now, this device's time zone, Ujjain), from /v1/chart/planets computed by
 * the engine Worker. Every figure is the engine's answer; nothing is precomputed.
 */
import { LitElement, css, html } from 'lit';
import { engine } from '../worker/client';
import { controls, tokens } from './theme';
import './tarot/tarot-daily';

interface PlanetRow {
  name: string; sign: string; dms_in_sign: string; nakshatra: string; pada: number; house: number;
  retrograde: boolean; combust: boolean; speed: number;
}
interface PlanetsAnswer {
  ascendant: { sign: string; dms_in_sign: string; nakshatra: string; pada: number };
  planets: PlanetRow[];
  ayanamsa: { system: string }; ayanamsa_value: number; utc_offset: string; jd_ut: number; warnings: string[];
}

/** Ujjain: the prime meridian of classical Indian astronomy. */
const UJJAIN = { lat: 23.1765, lon: 75.7885 };

const pad = (n: number) => String(n).padStart(2, '0');

export class SkyNow extends LitElement {
  static properties = {
    answer: { state: true },
    error: { state: true },
    busy: { state: true },
    tookMs: { state: true },
  };

  declare answer: PlanetsAnswer | undefined;
  declare error: string | undefined;
  declare busy: boolean;
  declare tookMs: number | undefined;
  private abort: AbortController | undefined;
  private readonly initial: Record<string, string>;

  constructor() {
    super();
    this.busy = false;
    const d = new Date();
    this.initial = {
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      lat: String(UJJAIN.lat),
      lon: String(UJJAIN.lon),
      ayanamsa: 'lahiri',
    };
  }

  override firstUpdated(): void {
    void this.compute();
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  private async compute(ev?: Event): Promise<void> {
    ev?.preventDefault();
    const form = this.renderRoot.querySelector('form');
    if (!form) return;
    const query = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') query.set(k, v);
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.busy = true;
    this.error = undefined;
    const t0 = performance.now();
    try {
      const res = await engine().call(`/v1/chart/planets?${query}`, abort.signal);
      if (res.status !== 200) {
        const e = (res.body as { error?: { message?: string } }).error;
        throw new Error(e?.message ?? `status ${res.status}`);
      }
      this.answer = res.body as PlanetsAnswer;
      this.tookMs = performance.now() - t0;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  override render() {
    const a = this.answer;
    const i = this.initial;
    return html`
      <section class="panel">
        <h2>Sky now</h2>
        <p class="muted">Sidereal positions of the nine grahas, computed on this device by the Swiss Ephemeris (WebAssembly) in a Worker.
          The place starts at Ujjain (23.1765 N, 75.7885 E), the meridian of classical Indian astronomy; the time zone is this device's.</p>
        <form @submit=${this.compute}>
          <label>Date <input name="date" type="date" required value=${i.date} /></label>
          <label>Time <input name="time" type="time" required value=${i.time} /></label>
          <label>Time zone <input name="tz" required value=${i.tz} size="16" /></label>
          <label>Latitude <input name="lat" type="number" step="any" min="-90" max="90" required value=${i.lat} /></label>
          <label>Longitude <input name="lon" type="number" step="any" min="-180" max="180" required value=${i.lon} /></label>
          <label>Ayanamsa
            <select name="ayanamsa">
              ${['lahiri', 'raman', 'krishnamurti', 'fagan', 'yukteshwar', 'true_chitrapaksha'].map((n) => html`<option ?selected=${n === i.ayanamsa}>${n}</option>`)}
            </select>
          </label>
          <button type="submit" ?disabled=${this.busy}>${this.busy ? 'Computing…' : 'Compute'}</button>
        </form>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      </section>
      ${a ? html`
        <section class="panel result" aria-live="polite">
          <p>
            Lagna <strong>${a.ascendant.sign} ${a.ascendant.dms_in_sign}</strong> (${a.ascendant.nakshatra} pada ${a.ascendant.pada}) ·
            ayanamsa ${a.ayanamsa.system} ${a.ayanamsa_value.toFixed(4)}° · UTC${a.utc_offset} · JD ${a.jd_ut}
            ${this.tookMs !== undefined ? html`<span class="muted">· ${Math.round(this.tookMs)} ms</span>` : ''}
          </p>
          ${a.warnings.length ? html`<p class="warn">${a.warnings.join(' ')}</p>` : ''}
          <table>
            <thead><tr><th>Graha</th><th>Sign</th><th>Position</th><th>Nakshatra</th><th>Pada</th><th>House</th><th>Motion</th></tr></thead>
            <tbody>
              ${a.planets.map((p) => html`<tr>
                <td>${p.name}</td><td>${p.sign}</td><td class="mono">${p.dms_in_sign}</td><td>${p.nakshatra}</td>
                <td>${p.pada}</td><td>${p.house}</td>
                <td>${p.retrograde ? 'retrograde' : 'direct'}${p.combust ? ', combust' : ''}</td>
              </tr>`)}
            </tbody>
          </table>
        </section>` : ''}
      <tarot-daily></tarot-daily>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
    form input[type='number'] { width: 7.5rem; }
  `];
}

customElements.define('sky-now', SkyNow);

declare global {
  interface HTMLElementTagNameMap {
    'sky-now': SkyNow;
  }
}
