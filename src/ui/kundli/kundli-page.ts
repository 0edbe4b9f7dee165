/**
 * `<kundli-page>`: the birth chart page (`#/kundli`). A birth in (`<birth-form>`); out come the
 * chart in North, South or East Indian style for any varga D1-D60 (`<kundli-chart>`), the
 * grahas with nakshatra, dignity and speed, shadbala and bhavabala bars, the ashtakavarga grid,
 * the Vimshottari timeline, and the charts saved on this device. Every figure is the engine's
 * (/v1/chart/*, /v1/dasha/* through the engine Worker).
 *
 * Properties: `db` (the UiDb for saved charts and places; default the shared `akasha-ui`).
 */
import { LitElement, css, html, nothing } from 'lit';
import { engine } from '../../worker/client';
import { type Birth, birthQuery } from '../shared/birth-form';
import { type UiDb, uiDb } from '../shared/ui-db';
import { controls, tokens } from '../theme';
import { type ChartPoint, type ChartStyle, SIGN_NAMES } from './kundli-chart';
import type { BarRow } from './strength-bars';
import '../shared/birth-form';
import './ashtakavarga-grid';
import './dasha-timeline';
import './kundli-chart';
import './saved-charts';
import './strength-bars';

interface Planet {
  name: string; sign: string; sign_index: number; degree_in_sign: number; dms_in_sign: string; speed: number;
  retrograde: boolean; combust: boolean; house: number; nakshatra: string; pada: number; nakshatra_lord: string;
}
interface PlanetsAnswer { ascendant: Planet; planets: Planet[]; ayanamsa: { system: string }; ayanamsa_value: number; utc_offset: string; warnings: string[] }
interface VargaPoint { name: string; sign: string; sign_index: number; degree_in_sign: number; house: number }
interface VargaAnswer { varga: string; name: string; method: string; methods_available: string[]; ascendant: VargaPoint; planets: VargaPoint[] }
interface DignityAnswer { planets: { name: string; status: string }[] }
interface ShadbalaAnswer { planets: { name: string; total_rupa: number; required_rupa: number; ratio: number }[] }
interface BhavabalaAnswer { bhavabala: { house: number; total: number }[] }
interface AshtakavargaAnswer { bhinna: Record<string, number[]>; sarva: number[] }

interface Results {
  planets: PlanetsAnswer; dignity: DignityAnswer; shadbala: ShadbalaAnswer; bhavabala: BhavabalaAnswer; ashtakavarga: AshtakavargaAnswer;
}

/** The vargas the engine serves, with their names (src/engine/kundli/vargas.ts VARGA_NAMES). */
export const VARGAS: [string, string][] = [
  ['D1', 'Rasi'], ['D2', 'Hora'], ['D3', 'Drekkana'], ['D4', 'Chaturthamsa'], ['D5', 'Panchamsa'], ['D6', 'Shashthamsa'],
  ['D7', 'Saptamsa'], ['D8', 'Ashtamsa'], ['D9', 'Navamsa'], ['D10', 'Dasamsa'], ['D11', 'Rudramsa'], ['D12', 'Dwadasamsa'],
  ['D16', 'Shodasamsa'], ['D20', 'Vimsamsa'], ['D24', 'Chaturvimsamsa'], ['D27', 'Nakshatramsa'], ['D30', 'Trimsamsa'],
  ['D40', 'Khavedamsa'], ['D45', 'Akshavedamsa'], ['D60', 'Shashtyamsa'],
];
const STYLES: [ChartStyle, string][] = [['north', 'North'], ['south', 'South'], ['east', 'East']];

async function v1<T>(path: string, signal: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) throw new Error((res.body as { error?: { message?: string } })?.error?.message ?? `status ${res.status}`);
  return res.body as T;
}

export class KundliPage extends LitElement {
  static properties = {
    db: { attribute: false },
    birth: { state: true },
    results: { state: true },
    varga: { state: true },
    method: { state: true },
    vargaAnswer: { state: true },
    chartStyle: { state: true },
    busy: { state: true },
    error: { state: true },
  };

  declare db: UiDb;
  declare birth: Birth | undefined;
  declare results: Results | undefined;
  declare varga: string;
  declare method: string | undefined;
  declare vargaAnswer: VargaAnswer | undefined;
  declare chartStyle: ChartStyle;
  declare busy: boolean;
  declare error: string | undefined;
  private abort: AbortController | undefined;
  private vargaAbort: AbortController | undefined;

  constructor() {
    super();
    this.db = uiDb();
    this.varga = 'D1';
    this.chartStyle = 'north';
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    this.vargaAbort?.abort();
    super.disconnectedCallback();
  }

  /** Computes everything for a birth (the form's submit, or a saved chart opened). */
  async compute(birth: Birth): Promise<void> {
    this.birth = birth;
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const q = birthQuery(birth).toString();
    this.busy = true;
    this.error = undefined;
    try {
      const [planets, dignity, shadbala, bhavabala, ashtakavarga] = await Promise.all([
        v1<PlanetsAnswer>(`/v1/chart/planets?${q}`, abort.signal),
        v1<DignityAnswer>(`/v1/chart/dignity?${q}`, abort.signal),
        v1<ShadbalaAnswer>(`/v1/chart/shadbala?${q}`, abort.signal),
        v1<BhavabalaAnswer>(`/v1/chart/bhavabala?${q}`, abort.signal),
        v1<AshtakavargaAnswer>(`/v1/chart/ashtakvarga?${q}`, abort.signal),
      ]);
      this.results = { planets, dignity, shadbala, bhavabala, ashtakavarga };
      await this.loadVarga();
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private async loadVarga(): Promise<void> {
    this.vargaAbort?.abort();
    if (!this.birth || this.varga === 'D1') { this.vargaAnswer = undefined; return; }
    const abort = (this.vargaAbort = new AbortController());
    const q = birthQuery(this.birth);
    if (this.method) q.set('method', this.method);
    try {
      this.vargaAnswer = await v1<VargaAnswer>(`/v1/chart/divisional/${this.varga}?${q}`, abort.signal);
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    }
  }

  private setVarga(e: Event): void {
    this.varga = (e.target as HTMLSelectElement).value;
    this.method = undefined;
    this.vargaAnswer = undefined;
    void this.loadVarga();
  }

  private setMethod(e: Event): void {
    this.method = (e.target as HTMLSelectElement).value;
    void this.loadVarga();
  }

  /** The chart on screen: D1 from the planets, another varga from /divisional. */
  private chartData(r: Results): { asc: number; points: ChartPoint[]; caption: string } | undefined {
    const retro = new Map(r.planets.planets.map((p) => [p.name, p.retrograde]));
    if (this.varga === 'D1') {
      return {
        asc: r.planets.ascendant.sign_index, caption: 'D1 Rasi',
        points: r.planets.planets.map((p) => ({ name: p.name, sign: p.sign_index, degree: p.degree_in_sign, retrograde: p.retrograde })),
      };
    }
    const v = this.vargaAnswer;
    if (!v || v.varga !== this.varga) return undefined;
    return {
      asc: v.ascendant.sign_index, caption: `${v.varga} ${v.name}`,
      points: v.planets.map((p) => ({ name: p.name, sign: p.sign_index, degree: p.degree_in_sign, retrograde: retro.get(p.name) })),
    };
  }

  private planetTable(r: Results) {
    const dig = new Map(r.dignity.planets.map((d) => [d.name, d.status.replace(/_/g, ' ')]));
    const vsign = new Map(this.vargaAnswer?.varga === this.varga ? this.vargaAnswer.planets.map((p) => [p.name, p.sign]) : []);
    const a = r.planets.ascendant;
    const showV = this.varga !== 'D1' && vsign.size > 0;
    return html`
      <div class="scroll">
        <table class="grahas">
          <thead><tr><th>Graha</th><th>Sign</th><th>Degree</th><th>Nakshatra</th><th>Dignity</th><th>Speed °/day</th><th>Motion</th><th>House</th>${showV ? html`<th>${this.varga}</th>` : nothing}</tr></thead>
          <tbody>
            <tr data-graha="Ascendant"><td>Lagna</td><td>${a.sign}</td><td class="mono">${a.dms_in_sign}</td><td>${a.nakshatra} ${a.pada}</td><td></td><td></td><td></td><td>1</td>${showV ? html`<td>${this.vargaAnswer!.ascendant.sign}</td>` : nothing}</tr>
            ${r.planets.planets.map((p) => html`<tr data-graha=${p.name}>
              <td>${p.name}</td><td>${p.sign}</td><td class="mono">${p.dms_in_sign}</td>
              <td>${p.nakshatra} ${p.pada} <span class="muted">(${p.nakshatra_lord})</span></td>
              <td class="dignity">${dig.get(p.name) ?? ''}</td>
              <td class="mono num">${p.speed.toFixed(4)}</td>
              <td>${[p.retrograde ? 'retrograde' : p.name === 'Rahu' || p.name === 'Ketu' ? '' : 'direct', p.combust ? 'combust' : ''].filter(Boolean).join(', ')}</td>
              <td>${p.house}</td>${showV ? html`<td>${vsign.get(p.name) ?? ''}</td>` : nothing}
            </tr>`)}
          </tbody>
        </table>
      </div>`;
  }

  private results_(r: Results) {
    const chart = this.chartData(r);
    const b = this.birth!;
    const sb: BarRow[] = r.shadbala.planets.map((p) => ({ label: p.name, value: p.total_rupa, required: p.required_rupa }));
    const bb: BarRow[] = r.bhavabala.bhavabala.map((h) => ({ label: `House ${h.house}`, value: h.total / 60 }));
    const a = r.planets.ascendant;
    return html`
      <section class="panel chart-panel">
        <div class="chart-controls" role="group" aria-label="Chart options">
          <fieldset class="styles">
            <legend>Style</legend>
            ${STYLES.map(([id, name]) => html`<label class="pill"><input type="radio" name="chart-style" value=${id} .checked=${this.chartStyle === id}
              @change=${() => { this.chartStyle = id; }} />${name}</label>`)}
          </fieldset>
          <label>Varga
            <select name="varga" @change=${this.setVarga}>
              ${VARGAS.map(([d, n]) => html`<option value=${d} ?selected=${d === this.varga}>${d} ${n}</option>`)}
            </select>
          </label>
          ${this.vargaAnswer && this.vargaAnswer.methods_available.length > 1 && this.varga !== 'D1' ? html`<label>Method
            <select name="method" @change=${this.setMethod}>
              ${this.vargaAnswer.methods_available.map((m) => html`<option value=${m} ?selected=${m === this.vargaAnswer!.method}>${m.replace(/_/g, ' ')}</option>`)}
            </select></label>` : nothing}
          <button class="secondary print" @click=${() => window.print()}>Print</button>
        </div>
        <div class="chart-row">
          ${chart ? html`<kundli-chart chart-style=${this.chartStyle} .ascendant=${chart.asc} .planets=${chart.points} caption=${chart.caption}></kundli-chart>`
            : html`<p class="muted chart-wait">Computing ${this.varga}…</p>`}
          <div class="facts">
            <p class="lagna">Lagna <strong>${a.sign} ${a.dms_in_sign}</strong> · ${a.nakshatra} pada ${a.pada}</p>
            <p class="muted">${b.date} ${b.time} (UTC${r.planets.utc_offset}) · ${b.place.name} · ${r.planets.ayanamsa.system} ${r.planets.ayanamsa_value.toFixed(4)}°</p>
            ${r.planets.warnings.length ? html`<p class="warn">${r.planets.warnings.join(' ')}</p>` : nothing}
          </div>
        </div>
      </section>
      <section class="panel"><h3>Grahas</h3>${this.planetTable(r)}</section>
      <div class="two">
        <section class="panel"><h3>Shadbala</h3><strength-bars class="shadbala" .rows=${sb} unit="rupas" caption="Shadbala in rupas with the required minimum"></strength-bars></section>
        <section class="panel"><h3>Bhavabala</h3><strength-bars class="bhavabala" .rows=${bb} unit="rupas" caption="Bhavabala of the 12 houses in rupas"></strength-bars></section>
      </div>
      <section class="panel"><h3>Ashtakavarga</h3>
        <ashtakavarga-grid .bhinna=${r.ashtakavarga.bhinna} .sarva=${r.ashtakavarga.sarva} .ascendant=${a.sign_index}></ashtakavarga-grid>
      </section>
      <section class="panel"><h3>Vimshottari dasha</h3><dasha-timeline query=${birthQuery(b).toString()}></dasha-timeline></section>
    `;
  }

  override render() {
    return html`
      <section class="panel form-panel">
        <h2>Kundli</h2>
        <birth-form .value=${this.birth} ?busy=${this.busy} @birth-change=${(e: CustomEvent<Birth>) => this.compute(e.detail)}></birth-form>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      </section>
      ${this.results && this.birth ? this.results_(this.results)
        : html`<section class="panel intro"><p class="muted">Enter a date, time and place of birth to cast the chart. ${SIGN_NAMES.length} signs, nine grahas, twenty vargas: all computed on this device.</p></section>`}
      <section class="panel saved"><h3>Saved charts</h3>
        <saved-charts .db=${this.db} .current=${this.results ? this.birth : undefined} @chart-open=${(e: CustomEvent<Birth>) => this.compute(e.detail)}></saved-charts>
      </section>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; min-width: 0; }
    .panel { min-width: 0; }
    .chart-controls { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: end; margin-bottom: 0.75rem; }
    fieldset.styles { border: 0; padding: 0; margin: 0; display: flex; gap: 0.3rem; align-items: center; flex-wrap: wrap; }
    fieldset.styles legend { font-size: 0.92rem; padding: 0; margin-bottom: 0.25rem; float: left; width: 100%; }
    .pill { display: inline-flex; align-items: center; gap: 0.3rem; border: 1px solid var(--ak-border); border-radius: 999px; padding: 0.3rem 0.75rem; cursor: pointer; }
    .pill:has(input:checked) { border-color: var(--ak-accent); background: color-mix(in srgb, var(--ak-accent) 12%, transparent); font-weight: 600; }
    .pill input { margin: 0; accent-color: var(--ak-accent); }
    .chart-row { display: grid; grid-template-columns: minmax(0, 30rem) minmax(0, 1fr); gap: 1rem 1.5rem; align-items: start; }
    .facts p { margin: 0 0 0.5rem; }
    .scroll { overflow-x: auto; }
    table.grahas td.num { text-align: right; }
    .two { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
    @media (max-width: 760px) {
      .chart-row { grid-template-columns: minmax(0, 1fr); }
      .panel { padding: 0.75rem; }
    }
    @media print {
      .form-panel, .saved, .chart-controls, .intro { display: none; }
      .panel { border: 0; padding: 0; break-inside: avoid; }
    }
  `];
}

customElements.define('kundli-page', KundliPage);

declare global {
  interface HTMLElementTagNameMap {
    'kundli-page': KundliPage;
  }
}
