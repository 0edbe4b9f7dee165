/**
 * `<akasha-coming-soon>`: the honest panel of a page that is not built yet. It says so, and
 * lists what the engine already serves for that family (from /v1/meta/endpoints, through the
 * engine Worker), each path linking to the API console.
 */
import { LitElement, css, html } from 'lit';
import { engine } from '../worker/client';
import type { Route } from './routes';
import { controls, tokens } from './theme';

interface CatalogRow { path: string; group: string; cost: number; summary: string; implemented: boolean }

export class AkashaComingSoon extends LitElement {
  static properties = {
    route: { attribute: false },
    rows: { state: true },
    error: { state: true },
  };

  declare route: Route | undefined;
  declare rows: CatalogRow[] | undefined;
  declare error: string | undefined;
  private abort: AbortController | undefined;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('route')) void this.load();
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  private async load(): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.rows = undefined;
    this.error = undefined;
    try {
      const res = await engine().call('/v1/meta/endpoints', abort.signal);
      if (res.status !== 200) throw new Error(`/v1/meta/endpoints answered ${res.status}`);
      this.rows = (res.body as CatalogRow[]).filter((r) => r.group === this.route?.family);
    } catch (err) {
      if (!abort.signal.aborted) this.error = String(err);
    }
  }

  override render() {
    const r = this.route;
    if (!r) return html``;
    const served = this.rows?.filter((x) => x.implemented) ?? [];
    return html`
      <section class="panel">
        <p class="badge">Coming in a later release</p>
        <h2>${r.title}</h2>
        <p>${r.blurb}</p>
        <p class="muted">This page is not built yet. Nothing here is invented: what the engine already computes
          for ${r.family} is listed below, and you can call it from the <a href="#/console">API console</a>.</p>
        ${this.error ? html`<p class="error">Could not read the endpoint catalog: ${this.error}</p>` : ''}
        ${this.rows === undefined && !this.error ? html`<p class="muted">Reading the endpoint catalog…</p>` : ''}
        ${this.rows ? html`
          <h3>${served.length} of ${this.rows.length} ${r.family} endpoints served so far</h3>
          ${served.length ? html`<ul>${served.map((x) => html`<li><a href="#/console?path=${encodeURIComponent(x.path)}"><code>${x.path}</code></a>
            <span class="muted">· ${x.cost} credits · ${x.summary}</span></li>`)}</ul>` : html`<p class="muted">None yet.</p>`}
        ` : ''}
      </section>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .badge { display: inline-block; margin: 0 0 0.5rem; padding: 0.15rem 0.6rem; border-radius: 999px; font-size: 0.8rem;
      background: color-mix(in srgb, var(--ak-gold) 18%, transparent); color: var(--ak-gold); font-weight: 600; }
    ul { padding-left: 1.2rem; line-height: 1.7; }
  `];
}

customElements.define('akasha-coming-soon', AkashaComingSoon);

declare global {
  interface HTMLElementTagNameMap {
    'akasha-coming-soon': AkashaComingSoon;
  }
}
