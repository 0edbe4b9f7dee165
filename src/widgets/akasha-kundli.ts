/**
 * `<akasha-kundli>`: a birth chart (rasi, or any varga the engine serves) in North, South or
 * East Indian style, drawn by the app's own `<kundli-chart>`, with the lagna and the Moon in words.
 *
 * Attributes: `date` (YYYY-MM-DD, required), `time` (HH:MM[:SS] local; default 12:00 as the
 * API), `tz` (IANA zone or ±HH:MM; default the visitor's zone), `lat`, `lon` (required),
 * `chart-style` (north default, south, east: redraws without computing again), `varga` (D1
 * default; D2..D60), `ayanamsa` (lahiri default), `place-name`, `theme`.
 *
 * Reads /v1/chart/planets, and /v1/chart/divisional/{varga} for a varga other than D1.
 */
import { type PropertyDeclarations, css, html, nothing } from 'lit';
import { type ChartPoint, type ChartStyle } from '../ui/kundli/kundli-chart';
import '../ui/kundli/kundli-chart';
import { AkashaWidget, AttributeError, coordinate, dateAttribute, defineWidget, deviceZone, query, widgetStyles } from './widget-base';

interface Point { name: string; sign: string; sign_index: number; degree_in_sign: number; dms_in_sign?: string; retrograde?: boolean; nakshatra?: string; pada?: number }
interface PlanetsAnswer {
  birth_date: string; birth_time: string; tz: string; utc_offset: string; ayanamsa: { system: string }; house_system: string;
  ascendant: Point; planets: Point[]; warnings: string[];
}
interface VargaAnswer { varga: string; name: string; ascendant: Point; planets: Point[] }

const TAG = 'akasha-kundli';
const STYLES: readonly ChartStyle[] = ['north', 'south', 'east'];

/** "D9", "d9" or "9" -> "D9"; empty -> "D1". */
function vargaCode(v: string | undefined): string {
  const s = (v ?? '').trim();
  if (!s) return 'D1';
  const m = /^d?(\d{1,2})$/i.exec(s);
  if (!m) throw new AttributeError(`<${TAG}>: varga="${v}" is not a divisional chart code such as D1, D9 or D60.`);
  return `D${Number(m[1])}`;
}

/** 22.4457 -> "22°26′". */
function degMin(d: number): string {
  const total = Math.floor(d * 60 + 1e-9);
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`;
}

export class AkashaKundli extends AkashaWidget<[PlanetsAnswer] | [PlanetsAnswer, VargaAnswer]> {
  static override properties: PropertyDeclarations = {
    date: {},
    time: {},
    tz: {},
    lat: {},
    lon: {},
    chartStyle: { attribute: 'chart-style' },
    varga: {},
    ayanamsa: {},
    placeName: { attribute: 'place-name' },
  };

  declare date: string | undefined;
  declare time: string | undefined;
  declare tz: string | undefined;
  declare lat: string | undefined;
  declare lon: string | undefined;
  declare chartStyle: string | undefined;
  declare varga: string | undefined;
  declare ayanamsa: string | undefined;
  declare placeName: string | undefined;

  protected readonly tag = TAG;

  protected heading(): string {
    return 'Birth chart';
  }

  protected override loadingText(): string {
    return 'Drawing the chart on this device…';
  }

  protected paths(): string[] {
    const date = dateAttribute(TAG, this.date);
    if (!date) throw new AttributeError(`<${TAG}> needs date (YYYY-MM-DD), time (HH:MM), tz, lat and lon of the birth.`);
    const lat = coordinate(TAG, 'lat', this.lat);
    const lon = coordinate(TAG, 'lon', this.lon);
    const varga = vargaCode(this.varga);
    const q = query({ date, time: this.time, tz: this.tz?.trim() || deviceZone(), lat, lon, ayanamsa: this.ayanamsa });
    return varga === 'D1' ? [`/v1/chart/planets?${q}`] : [`/v1/chart/planets?${q}`, `/v1/chart/divisional/${varga}?${q}`];
  }

  private style_(): ChartStyle {
    const s = this.chartStyle?.trim().toLowerCase() as ChartStyle | undefined;
    return s && STYLES.includes(s) ? s : 'north';
  }

  protected override subheading(a: [PlanetsAnswer] | [PlanetsAnswer, VargaAnswer] | undefined) {
    const place = this.placeName?.trim();
    if (!a) return place ?? '';
    const p = a[0];
    return `${p.birth_date} ${p.birth_time} (UTC${p.utc_offset})${place ? ` · ${place}` : ''}`;
  }

  protected renderAnswers(a: [PlanetsAnswer] | [PlanetsAnswer, VargaAnswer]) {
    const [p, v] = a;
    const retro = new Map(p.planets.map((x) => [x.name, x.retrograde]));
    const src = v ?? p;
    const points: ChartPoint[] = src.planets.map((x) => ({ name: x.name, sign: x.sign_index, degree: x.degree_in_sign, retrograde: retro.get(x.name) }));
    const caption = v ? `${v.varga} ${v.name}` : 'D1 Rasi';
    const moon = p.planets.find((x) => x.name === 'Moon');
    const asc = p.ascendant;
    return html`
      <kundli-chart chart-style=${this.style_()} .ascendant=${src.ascendant.sign_index} .planets=${points} caption=${caption}></kundli-chart>
      <p class="facts">
        <span data-field="lagna">Lagna <strong>${asc.sign}</strong> ${degMin(asc.degree_in_sign)}${asc.nakshatra ? html` <span class="muted">(${asc.nakshatra} ${asc.pada})</span>` : nothing}</span>
        ${v ? html`<span data-field="varga-lagna">${v.varga} lagna <strong>${v.ascendant.sign}</strong></span>` : nothing}
        ${moon ? html`<span data-field="moon">Moon <strong>${moon.sign}</strong> ${degMin(moon.degree_in_sign)}${moon.nakshatra ? html` <span class="muted">(${moon.nakshatra} ${moon.pada})</span>` : nothing}</span>` : nothing}
      </p>
      ${p.warnings.length ? html`<p class="muted note">${p.warnings.join(' ')}</p>` : nothing}
      <p class="muted note">Sidereal, ayanamsa ${p.ayanamsa.system}; ${p.house_system.replace(/_/g, '-')} houses</p>
    `;
  }

  static override styles = [widgetStyles, css`
    kundli-chart {
      max-width: none;
      --ak-surface: var(--_bg);
      --ak-text: var(--_text);
      --ak-muted: var(--_muted);
      --ak-gold: var(--_accent);
    }
    .facts { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; margin-top: 0.5rem; }
    .note { font-size: 0.78em; margin: 0.2rem 0 0; }
  `];
}

defineWidget(TAG, AkashaKundli);

declare global {
  interface HTMLElementTagNameMap {
    'akasha-kundli': AkashaKundli;
  }
}
