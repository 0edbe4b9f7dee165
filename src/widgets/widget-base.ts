/**
 * What the three widgets share: the look (CSS custom properties a host page sets to theme them),
 * the loading and error states, and the one engine Worker of the page.
 *
 * A widget says which /v1 paths it needs for its attributes (`paths()`, or throws a message when
 * an attribute is missing or malformed); the base class asks the engine when that list changes,
 * keeps the answers, and calls `renderAnswers()`. Attributes that only change the drawing (a
 * chart's style) are not part of the paths, so they redraw without computing again.
 *
 * Every widget reaches the engine through `engine()` of src/worker/client.ts: one Worker per
 * page, started by the first call (when the first widget connects), shared by every widget on
 * the page, stopped after five idle minutes. Nothing is sent anywhere: the Worker loads its own
 * script, swisseph.wasm and swisseph.data next to the bundle and computes on the device.
 */
import { LitElement, css, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { engine } from '../worker/client';

/** GETs a /v1 path through the page's engine Worker; a non-200 answer throws the API's message. */
export async function v1<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) {
    const e = (res.body as { error?: { message?: string } } | undefined)?.error;
    throw new Error(e?.message ?? `the engine answered ${res.status} for ${path}`);
  }
  return res.body as T;
}

/** A wrong or missing attribute: shown as the widget's error, without asking the engine. */
export class AttributeError extends Error {}

/** The device's IANA zone (the default `tz`), UTC if the browser does not say. */
export function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Reads a coordinate attribute: a finite number within ±limit, else an AttributeError naming it. */
export function coordinate(tag: string, name: 'lat' | 'lon', value: string | null | undefined): number {
  const limit = name === 'lat' ? 90 : 180;
  if (value === null || value === undefined || value.trim() === '') {
    throw new AttributeError(`<${tag}> needs lat and lon: the place in decimal degrees, north and east positive (e.g. lat="28.6139" lon="77.209").`);
  }
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw new AttributeError(`<${tag}>: ${name}="${value}" is not a number between -${limit} and ${limit}.`);
  return n;
}

/** Checks an optional YYYY-MM-DD date attribute. */
export function dateAttribute(tag: string, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) throw new AttributeError(`<${tag}>: date="${value}" is not a date YYYY-MM-DD.`);
  return value.trim();
}

/** Query string of the defined, non-empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && String(v).trim() !== '') q.set(k, String(v).trim());
  return q.toString();
}

/** The dark defaults, for `theme="dark"` and for `theme="auto"` on a dark system. */
const darkDefaults = css`
  --_accent: var(--akasha-accent, #a999ff);
  --_bg: var(--akasha-bg, #1c1930);
  --_text: var(--akasha-text, #ece9f7);
  --_muted: var(--akasha-muted, #aaa4c4);
  --_border: var(--akasha-border, #3a3558);
  --_subtle: var(--akasha-subtle, #262240);
  --_error: var(--akasha-error, #ff8a80);
`;

/**
 * The public theming surface. Every `--akasha-*` property is optional; `theme="dark"` switches
 * the defaults to dark ones, `theme="auto"` follows the visitor's system setting.
 */
export const widgetStyles = css`
  :host {
    --_accent: var(--akasha-accent, #4b36b8);
    --_bg: var(--akasha-bg, #ffffff);
    --_text: var(--akasha-text, #1d1a2e);
    --_muted: var(--akasha-muted, #5d5875);
    --_border: var(--akasha-border, #d9d4ea);
    --_subtle: var(--akasha-subtle, #f3f1fa);
    --_error: var(--akasha-error, #b3261e);
    display: block;
    box-sizing: border-box;
    max-width: 30rem;
    color: var(--_text);
    font-family: var(--akasha-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif);
    font-size: var(--akasha-font-size, 1rem);
    line-height: 1.4;
  }
  :host([hidden]) { display: none; }
  :host([theme='dark']) { ${darkDefaults} }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) { ${darkDefaults} }
  }
  *, *::before, *::after { box-sizing: border-box; }
  .panel {
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--akasha-radius, 12px);
    padding: 0.85rem 1rem 0.7rem;
    overflow-wrap: anywhere;
  }
  header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 0.75rem; margin-bottom: 0.5rem; }
  h2 { margin: 0; font-size: 1.1em; font-weight: 700; color: var(--_accent); }
  .sub { color: var(--_muted); font-size: 0.85em; }
  .muted { color: var(--_muted); }
  p { margin: 0.3rem 0; }
  footer { margin-top: 0.55rem; font-size: 0.75em; color: var(--_muted); }
  .state { display: flex; align-items: center; gap: 0.6rem; min-height: 3.2rem; color: var(--_muted); font-size: 0.92em; }
  .spinner {
    flex: none; width: 1.1rem; height: 1.1rem; border-radius: 50%;
    border: 2px solid var(--_border); border-top-color: var(--_accent);
    animation: spin 0.9s linear infinite;
  }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; border-top-color: var(--_border); background: var(--_subtle); } }
  .error { color: var(--_error); display: block; }
  .error strong { display: block; margin-bottom: 0.2rem; }
  button {
    font: inherit; font-size: 0.88em; cursor: pointer; margin-top: 0.4rem;
    color: var(--_accent); background: transparent; border: 1px solid var(--_accent); border-radius: 6px; padding: 0.2rem 0.7rem;
  }
  button:focus-visible { outline: 3px solid color-mix(in srgb, var(--_accent) 45%, transparent); outline-offset: 2px; }
  [aria-busy='true'] .body { opacity: 0.55; transition: opacity 0.2s; }
`;

/**
 * The base of `<akasha-panchang>`, `<akasha-kundli>` and `<akasha-tarot-daily>`. `T` is the
 * list of answers, in the order of `paths()`.
 */
export abstract class AkashaWidget<T extends unknown[]> extends LitElement {
  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    answers: { state: true },
    error: { state: true },
    loading: { state: true },
  };

  /** `light` (default), `dark` or `auto` (the visitor's system setting). */
  declare theme: string | undefined;
  declare answers: T | undefined;
  declare error: string | undefined;
  declare loading: boolean;
  /** The error is the page's (an attribute): trying again cannot help. */
  private attributeError = false;

  /** The tag, for messages. */
  protected abstract readonly tag: string;
  /** The heading of the panel. */
  protected abstract heading(): string;
  /** The /v1 paths (with query strings) for the current attributes; throws AttributeError if they are wrong. */
  protected abstract paths(): string[];
  /** The widget's content once the answers are in. */
  protected abstract renderAnswers(answers: T): TemplateResult;
  /** What the loading state says. */
  protected loadingText(): string {
    return 'Computing on this device…';
  }
  /** A line under the heading (place, date), or nothing. */
  protected subheading(_answers: T | undefined): TemplateResult | string | typeof nothing {
    return nothing;
  }

  /** The paths of the answers shown (or being fetched); a change starts a new computation. */
  private key: string | undefined;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.loading = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page after a removal that cancelled a computation: compute again.
    if (this.hasUpdated && this.key === undefined) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    if (this.loading) {
      this.abort?.abort();
      this.abort = undefined;
      this.key = undefined;
      this.loading = false;
    }
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    let paths: string[];
    try {
      paths = this.paths();
    } catch (err) {
      if (!(err instanceof AttributeError)) throw err;
      this.abort?.abort();
      this.key = `!${err.message}`;
      this.answers = undefined;
      this.loading = false;
      this.error = err.message;
      this.attributeError = true;
      return;
    }
    const key = paths.join('\n');
    this.attributeError = false;
    if (key !== this.key) {
      this.key = key;
      void this.load(paths);
    }
  }

  /** Computes again (the error state's Retry). */
  retry(): void {
    this.key = undefined;
    this.requestUpdate();
  }

  private async load(paths: string[]): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.loading = true;
    this.error = undefined;
    try {
      const answers = (await Promise.all(paths.map((p) => v1<unknown>(p, abort.signal)))) as T;
      if (abort.signal.aborted) return;
      this.answers = answers;
      this.dispatchEvent(new CustomEvent('akasha-ready', { bubbles: true, composed: true }));
    } catch (err) {
      if (abort.signal.aborted) return;
      this.answers = undefined;
      this.error = err instanceof Error ? err.message : String(err);
      this.dispatchEvent(new CustomEvent('akasha-error', { detail: { message: this.error }, bubbles: true, composed: true }));
    } finally {
      if (this.abort === abort) this.loading = false;
    }
  }

  override render() {
    const a = this.answers;
    const state = this.error ? 'error' : a ? 'ready' : 'loading';
    return html`
      <section class="panel" part="panel" data-state=${state} aria-busy=${this.loading ? 'true' : 'false'} aria-label=${this.heading()}>
        <header part="header"><h2 part="title">${this.heading()}</h2><span class="sub">${this.subheading(a)}</span></header>
        ${this.error
          ? html`<div class="error" role="alert" part="error"><strong>Could not show this.</strong>${this.error}
              ${this.attributeError ? nothing : html`<br /><button type="button" part="retry" @click=${() => this.retry()}>Try again</button>`}</div>`
          : a
            ? html`<div class="body" part="body">${this.renderAnswers(a)}</div>`
            : html`<div class="state" role="status" part="loading"><span class="spinner" aria-hidden="true"></span>${this.loadingText()}</div>`}
        ${a && !this.error ? html`<footer part="footer">Computed on this device by Akasha</footer>` : nothing}
      </section>
    `;
  }
}

/** Defines a widget's tag unless this page already has it (the bundle loaded twice). */
export function defineWidget(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
