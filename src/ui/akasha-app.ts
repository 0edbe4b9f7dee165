/**
 * `<akasha-app>`: the shell. A header with the pages, a hash router (`#/console`, `#/billing`,
 * ...) and a footer with the build and whether the page works offline. Pages load as their
 * route is first visited; pages not built yet show `<akasha-coming-soon>`.
 */
import { LitElement, css, html, nothing } from 'lit';
import { ROUTES, type Route, routeIdOf } from './routes';
import { controls, tokens } from './theme';
import { UPDATE_EVENT, whenControlled, type ApiDoorState } from './service-worker';
import './akasha-coming-soon';
import './sky-now';
import './api-console';
import './billing-page';
import './tarot/tarot-table';
import './numerology/numerology-page';
import './kundli/kundli-page';
import './matchmaking/matchmaking-page';
import './muhurta/muhurta-finder';
import './panchang/panchang-calendar';

export class AkashaApp extends LitElement {
  static properties = {
    routeId: { state: true },
    online: { state: true },
    door: { state: true },
    newVersion: { state: true },
  };

  declare routeId: string;
  declare online: boolean;
  declare door: ApiDoorState | 'checking';
  /** A newer version of the app is active; this page runs the old one until reloaded. */
  declare newVersion: boolean;

  private readonly onHash = () => { this.routeId = routeIdOf(location.hash); };
  private readonly onNet = () => { this.online = navigator.onLine; };
  private readonly onUpdate = () => { this.newVersion = true; };

  constructor() {
    super();
    this.routeId = routeIdOf(location.hash);
    this.online = navigator.onLine;
    this.door = 'checking';
    this.newVersion = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    window.addEventListener('online', this.onNet);
    window.addEventListener('offline', this.onNet);
    window.addEventListener(UPDATE_EVENT, this.onUpdate);
    void whenControlled().then((d) => { this.door = d; });
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this.onHash);
    window.removeEventListener('online', this.onNet);
    window.removeEventListener('offline', this.onNet);
    window.removeEventListener(UPDATE_EVENT, this.onUpdate);
    super.disconnectedCallback();
  }

  override updated(): void {
    const r = this.route();
    document.title = r ? (r.id ? `${r.title} · Akasha` : 'Akasha') : 'Not found · Akasha';
  }

  private route(): Route | undefined {
    return ROUTES.find((r) => r.id === this.routeId);
  }

  private page(r: Route | undefined) {
    if (!r) {
      return html`<section class="panel"><h2>No such page</h2>
        <p>There is no page at <code>#/${this.routeId}</code>. <a href="#/">Go to the start page</a>.</p></section>`;
    }
    if (!r.ready) return html`<akasha-coming-soon .route=${r}></akasha-coming-soon>`;
    switch (r.id) {
      case 'console': return html`<api-console></api-console>`;
      case 'billing': return html`<billing-page></billing-page>`;
      case 'tarot': return html`<tarot-table></tarot-table>`;
      case 'numerology': return html`<numerology-page></numerology-page>`;
      case 'kundli': return html`<kundli-page></kundli-page>`;
      case 'matchmaking': return html`<matchmaking-page></matchmaking-page>`;
      case 'muhurta': return html`<muhurta-finder></muhurta-finder>`;
      case 'panchang': return html`<panchang-calendar></panchang-calendar>`;
      default: return html`<sky-now></sky-now>`;
    }
  }

  private doorLabel(): string {
    switch (this.door) {
      case 'controlled': return 'Works offline: /v1 is answered on this device';
      case 'installing': return 'Installing for offline use…';
      case 'unsupported': return 'No service worker here (dev server or unsupported browser): /v1 is not served locally';
      case 'failed': return 'Service worker failed to register: /v1 is not served locally';
      default: return 'Checking offline support…';
    }
  }

  override render() {
    const current = this.route();
    return html`
      <header>
        <a class="brand" href="#/" aria-label="Akasha, start page">
          <img src="/icons/icon.svg" alt="" width="32" height="32" />
          <span>Akasha</span>
        </a>
        <nav aria-label="Pages">
          ${ROUTES.map((r) => html`<a href="#/${r.id}" aria-current=${r === current ? 'page' : nothing}
            class=${r.ready ? '' : 'later'}>${r.title}</a>`)}
        </nav>
      </header>
      ${this.newVersion ? html`<p class="update" role="status">A new version of Akasha is installed.
        <button type="button" @click=${() => location.reload()}>Reload to use it</button></p>` : ''}
      <main>${this.page(current)}</main>
      <footer>
        <span class=${this.door === 'controlled' ? 'ok' : 'muted'} data-door=${this.door}>${this.doorLabel()}</span>
        <span class="muted">${this.online ? 'online' : 'offline'}</span>
        <span class="muted">build <code>${__BUILD_COMMIT__}</code> · Swiss Ephemeris · AGPL-3.0-or-later</span>
      </footer>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: flex; flex-direction: column; min-height: 100vh; background: var(--ak-bg); }
    header {
      display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem;
      padding: 0.6rem 1.25rem; background: #1b1640; color: #f3f0ff;
    }
    .brand { display: flex; align-items: center; gap: 0.5rem; color: inherit; text-decoration: none; font-weight: 700; font-size: 1.2rem; letter-spacing: 0.02em; }
    nav { display: flex; flex-wrap: wrap; gap: 0.15rem; }
    nav a { color: #d8d2f7; text-decoration: none; padding: 0.35rem 0.6rem; border-radius: 6px; font-size: 0.95rem; }
    nav a.later { color: #a59fcb; }
    nav a:hover { background: rgba(255, 255, 255, 0.08); }
    nav a[aria-current='page'] { background: rgba(255, 255, 255, 0.16); color: #fff; }
    main { flex: 1; width: 100%; max-width: 1180px; margin: 0 auto; padding: 1.25rem; box-sizing: border-box; }
    .update { margin: 0; padding: 0.5rem 1.25rem; display: flex; gap: 1rem; align-items: center; background: color-mix(in srgb, var(--ak-gold) 18%, var(--ak-surface)); }
    footer { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0.75rem 1.25rem; font-size: 0.85rem; border-top: 1px solid var(--ak-border); }
    /* Printing a page (kundli, panchang sheet, match summary) prints only the page. */
    @media print { header, footer, .update { display: none; } main { max-width: none; padding: 0; } }
  `];
}

customElements.define('akasha-app', AkashaApp);

declare global {
  interface HTMLElementTagNameMap {
    'akasha-app': AkashaApp;
  }
}
