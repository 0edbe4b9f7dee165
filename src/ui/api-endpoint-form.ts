/**
 * `<api-endpoint-form>`: a form generated from one operation's parameter specs. Required
 * parameters are marked, every field starts with the registry's example, enumerations are
 * selects. Fields are free text otherwise, so invalid input can be sent to see the 400.
 *
 * @fires api-send - detail `{ url }`: the request path with its query string.
 */
import { LitElement, css, html } from 'lit';
import { exampleValues, type Operation, type OperationParam, requestUrl } from './operations';
import { controls, tokens } from './theme';

export interface ApiSendDetail { url: string }

export class ApiEndpointForm extends LitElement {
  static properties = {
    operation: { attribute: false },
    busy: { type: Boolean },
    values: { state: true },
  };

  declare operation: Operation | undefined;
  declare busy: boolean;
  declare values: Record<string, string>;

  constructor() {
    super();
    this.busy = false;
    this.values = {};
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('operation') && this.operation) this.values = exampleValues(this.operation);
  }

  private set(name: string, value: string): void {
    this.values = { ...this.values, [name]: value };
  }

  private submit(ev: Event): void {
    ev.preventDefault();
    if (!this.operation) return;
    const url = requestUrl(this.operation, this.values);
    this.dispatchEvent(new CustomEvent<ApiSendDetail>('api-send', { detail: { url }, bubbles: true, composed: true }));
  }

  private field(p: OperationParam) {
    const id = `p-${p.name}`;
    const value = this.values[p.name] ?? '';
    const onInput = (e: Event) => this.set(p.name, (e.target as HTMLInputElement | HTMLSelectElement).value);
    const choices = p.schema.enum ?? (p.schema.type === 'boolean' ? ['true', 'false'] : undefined);
    const hint = [p.in === 'path' ? 'path' : 'query', p.schema.type, p.schema.default !== undefined ? `default ${String(p.schema.default)}` : '',
      p.schema.minimum !== undefined ? `min ${p.schema.minimum}` : '', p.schema.maximum !== undefined ? `max ${p.schema.maximum}` : '']
      .filter(Boolean).join(' · ');
    return html`
      <div class="field">
        <label for=${id}>
          <span class="name">${p.name}${p.required ? html`<abbr class="req" title="required" aria-label="required">*</abbr>` : ''}</span>
          <span class="hint">${hint}</span>
        </label>
        ${choices
          ? html`<select id=${id} name=${p.name} ?required=${p.required} @change=${onInput}>
              ${p.required ? '' : html`<option value="" ?selected=${value === ''}>(omit)</option>`}
              ${choices.map((c) => html`<option value=${String(c)} ?selected=${String(c) === value}>${String(c)}</option>`)}
            </select>`
          : html`<input id=${id} name=${p.name} .value=${value} ?required=${p.required} aria-required=${p.required ? 'true' : 'false'}
              placeholder=${p.required ? 'required' : 'optional'} autocomplete="off" spellcheck="false" @input=${onInput} />`}
        <small class="muted">${p.description}</small>
      </div>
    `;
  }

  override render() {
    const op = this.operation;
    if (!op) return html`<p class="muted">Pick an endpoint.</p>`;
    const url = requestUrl(op, this.values);
    return html`
      <form @submit=${this.submit} novalidate>
        <p class="summary">${op.summary} <span class="cost">${op.credits} credit${op.credits === 1 ? '' : 's'}</span></p>
        ${op.parameters.length ? html`<div class="grid">${op.parameters.map((p) => this.field(p))}</div>` : html`<p class="muted">No parameters.</p>`}
        <p class="url mono" aria-label="Request">GET ${url}</p>
        <div class="actions">
          <button type="submit" ?disabled=${this.busy}>${this.busy ? 'Sending…' : 'Send'}</button>
          <button type="button" class="secondary" @click=${() => { this.values = exampleValues(op); }}>Reset to examples</button>
        </div>
      </form>
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .summary { margin: 0 0 0.75rem; }
    .cost { font-size: 0.8rem; padding: 0.1rem 0.5rem; border-radius: 999px; background: var(--ak-surface-2); color: var(--ak-muted); white-space: nowrap; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.75rem 1rem; }
    .field { display: grid; gap: 0.2rem; align-content: start; }
    .field label { display: flex; justify-content: space-between; gap: 0.5rem; }
    .name { font-family: var(--ak-mono); font-weight: 600; }
    .req { color: var(--ak-error); text-decoration: none; margin-left: 0.15rem; }
    .hint { font-size: 0.75rem; color: var(--ak-muted); }
    small { font-size: 0.78rem; line-height: 1.3; }
    .url { word-break: break-all; background: var(--ak-surface-2); padding: 0.5rem 0.6rem; border-radius: 6px; font-size: 0.85rem; }
    .actions { display: flex; gap: 0.5rem; }
  `];
}

customElements.define('api-endpoint-form', ApiEndpointForm);

declare global {
  interface HTMLElementTagNameMap {
    'api-endpoint-form': ApiEndpointForm;
  }
}
