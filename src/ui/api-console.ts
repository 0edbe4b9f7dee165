/**
 * `<api-console>`: the /v1 API from the browser. Make and revoke keys, pick any implemented
 * endpoint (grouped by family, from the registry's OpenAPI document), fill its generated form
 * and send it with `fetch('/v1/...')`: the service worker answers, charges the key in
 * IndexedDB and returns the headers shown here. `#/console?path=/v1/...` preselects an endpoint.
 */
import { LitElement, css, html } from 'lit';
import { engine } from '../worker/client';
import type { ApiSendDetail } from './api-endpoint-form';
import type { KeyMadeDetail } from './api-keys-panel';
import type { ApiResult } from './api-response-view';
import { announceKeysChanged } from './key-store';
import { byFamily, type Operation, operationsOf } from './operations';
import { type ApiDoorState, whenControlled } from './service-worker';
import { controls, tokens } from './theme';
import './api-endpoint-form';
import './api-keys-panel';
import './api-response-view';

const DEFAULT_PATH = '/v1/chart/planets';

function pathFromHash(): string | undefined {
  const q = location.hash.split('?')[1];
  return q ? new URLSearchParams(q).get('path') ?? undefined : undefined;
}

export class ApiConsole extends LitElement {
  static properties = {
    ops: { state: true },
    path: { state: true },
    secret: { state: true },
    showSecret: { state: true },
    busy: { state: true },
    result: { state: true },
    error: { state: true },
    door: { state: true },
  };

  declare ops: Operation[] | undefined;
  declare path: string | undefined;
  declare secret: string;
  declare showSecret: boolean;
  declare busy: boolean;
  declare result: ApiResult | undefined;
  declare error: string | undefined;
  declare door: ApiDoorState | 'checking';
  private abort = new AbortController();

  constructor() {
    super();
    this.secret = '';
    this.showSecret = false;
    this.busy = false;
    this.door = 'checking';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.abort.signal.aborted) this.abort = new AbortController();
    void this.loadOperations();
    void whenControlled().then((d) => { this.door = d; });
  }

  override disconnectedCallback(): void {
    this.abort.abort();
    super.disconnectedCallback();
  }

  private async loadOperations(): Promise<void> {
    try {
      const res = await engine().call('/v1/openapi.json', this.abort.signal);
      if (res.status !== 200) throw new Error(`/v1/openapi.json answered ${res.status}`);
      this.ops = operationsOf(res.body);
      const wanted = pathFromHash() ?? DEFAULT_PATH;
      this.path = this.ops.find((o) => o.path === wanted)?.path ?? this.ops[0]?.path;
    } catch (err) {
      if (!this.abort.signal.aborted) this.error = `Cannot read the endpoint registry: ${String(err)}`;
    }
  }

  private async send(ev: CustomEvent<ApiSendDetail>): Promise<void> {
    const url = ev.detail.url;
    this.error = undefined;
    this.busy = true;
    try {
      this.door = await whenControlled(10_000);
      if (this.door !== 'controlled') {
        throw new Error('The service worker does not control this page yet, so /v1 would go to the network. Reload the page once it has installed (or run the production build: npm run build && npm run preview).');
      }
      const headers: Record<string, string> = {};
      if (this.secret.trim()) headers.Authorization = `Bearer ${this.secret.trim()}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers, signal: this.abort.signal });
      const body = await res.text();
      const ms = performance.now() - t0;
      const list: [string, string][] = [];
      res.headers.forEach((v, k) => list.push([k, v]));
      this.result = { url, status: res.status, statusText: res.statusText, ms, headers: list, body };
      announceKeysChanged();
    } catch (err) {
      if (!this.abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      this.busy = false;
    }
  }

  private keyMade(ev: CustomEvent<KeyMadeDetail>): void {
    this.secret = ev.detail.secret;
  }

  override render() {
    const op = this.ops?.find((o) => o.path === this.path);
    const families = byFamily(this.ops ?? []);
    return html`
      <section class="panel">
        <h2>API keys</h2>
        <api-keys-panel @api-key-made=${this.keyMade}></api-keys-panel>
      </section>

      <section class="panel">
        <h2>Request</h2>
        ${this.door !== 'controlled' && this.door !== 'checking'
          ? html`<p class="warn" data-door=${this.door}>The /v1 service worker is not active on this page (${this.door}).</p>` : ''}
        <div class="pick">
          <label>Endpoint
            <select name="endpoint" @change=${(e: Event) => { this.path = (e.target as HTMLSelectElement).value; }}>
              ${[...families].map(([family, ops]) => html`<optgroup label=${family}>
                ${ops.map((o) => html`<option value=${o.path} ?selected=${o.path === this.path}>${o.path} (${o.credits})</option>`)}
              </optgroup>`)}
            </select>
          </label>
          <label>API key (Authorization: Bearer)
            <span class="keyrow">
              <input name="api-key" type=${this.showSecret ? 'text' : 'password'} .value=${this.secret} placeholder="ak_… (free endpoints need none)"
                autocomplete="off" spellcheck="false" @input=${(e: Event) => { this.secret = (e.target as HTMLInputElement).value; }} />
              <button type="button" class="secondary" @click=${() => { this.showSecret = !this.showSecret; }}>${this.showSecret ? 'Hide' : 'Show'}</button>
            </span>
          </label>
        </div>
        ${this.ops === undefined && !this.error ? html`<p class="muted">Reading the endpoint registry…</p>` : ''}
        <api-endpoint-form .operation=${op} .busy=${this.busy} @api-send=${this.send}></api-endpoint-form>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      </section>

      <section class="panel">
        <h2>Response</h2>
        <api-response-view .result=${this.result}></api-response-view>
      </section>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    .pick { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr); gap: 1rem; margin-bottom: 1rem; }
    @media (max-width: 720px) { .pick { grid-template-columns: 1fr; } }
    .keyrow { display: flex; gap: 0.4rem; }
    .keyrow input { flex: 1; font-family: var(--ak-mono); }
  `];
}

customElements.define('api-console', ApiConsole);

declare global {
  interface HTMLElementTagNameMap {
    'api-console': ApiConsole;
  }
}
