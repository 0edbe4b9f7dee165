/**
 * `<api-response-view>`: one /v1 answer as a developer wants to see it: status, time, the
 * metering headers (X-Request-Id, X-Credits-Cost, X-Credits-Remaining, Retry-After), every
 * other header, and the body as pretty JSON.
 */
import { LitElement, css, html } from 'lit';
import { controls, tokens } from './theme';

export interface ApiResult {
  url: string;
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  /** Raw body text. */
  body: string;
}

const KEY_HEADERS = ['x-request-id', 'x-credits-cost', 'x-credits-remaining', 'retry-after'];

function pretty(text: string): string {
  try { return JSON.stringify(JSON.parse(text), null, 2); } catch { return text; }
}

export class ApiResponseView extends LitElement {
  static properties = { result: { attribute: false } };
  declare result: ApiResult | undefined;

  override render() {
    const r = this.result;
    if (!r) return html`<p class="muted">The answer appears here.</p>`;
    const map = new Map(r.headers.map(([k, v]) => [k.toLowerCase(), v]));
    const ok = r.status >= 200 && r.status < 300;
    return html`
      <div class="status">
        <span class="code ${ok ? 'ok' : 'error'}" data-status=${r.status}>${r.status} ${r.statusText}</span>
        <span class="muted">${Math.round(r.ms)} ms</span>
        <span class="mono url">${r.url}</span>
      </div>
      <dl class="key">
        ${KEY_HEADERS.filter((h) => map.has(h)).map((h) => html`<div><dt>${h.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase())}</dt><dd class="mono">${map.get(h)}</dd></div>`)}
      </dl>
      <details>
        <summary>All response headers (${r.headers.length})</summary>
        <table>${r.headers.map(([k, v]) => html`<tr><th class="mono">${k}</th><td class="mono">${v}</td></tr>`)}</table>
      </details>
      <pre class="body" tabindex="0" aria-label="Response body">${pretty(r.body)}</pre>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 0.6rem; }
    .status { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; }
    .code { font-weight: 700; font-size: 1.1rem; }
    .url { font-size: 0.8rem; color: var(--ak-muted); word-break: break-all; }
    dl.key { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0; }
    dl.key div { display: grid; }
    dt { font-size: 0.75rem; color: var(--ak-muted); }
    dd { margin: 0; }
    .body { margin: 0; max-height: 32rem; overflow: auto; padding: 0.75rem; border-radius: 8px; background: var(--ak-surface-2); font-size: 0.82rem; line-height: 1.45; }
  `];
}

customElements.define('api-response-view', ApiResponseView);

declare global {
  interface HTMLElementTagNameMap {
    'api-response-view': ApiResponseView;
  }
}
