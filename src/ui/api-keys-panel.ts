/**
 * `<api-keys-panel>`: make and revoke API keys. A new key's secret is shown once (it is stored
 * only as a SHA-256 hash); afterwards the list shows its prefix. Balances are read from the
 * same IndexedDB store the service worker charges.
 *
 * @fires api-key-made - detail `{ secret, record }`, right after a key is made.
 */
import { LitElement, css, html } from 'lit';
import { issueKey, type KeyRecord, type KeyStore, TRIAL_CREDITS } from '../store/types';
import { announceKeysChanged, KeyListController, keyStore } from './key-store';
import { controls, tokens } from './theme';

export interface KeyMadeDetail { secret: string; record: KeyRecord }

const fmt = new Intl.NumberFormat('en');

export class ApiKeysPanel extends LitElement {
  static properties = {
    store: { attribute: false },
    keys: { state: true },
    fresh: { state: true },
    confirming: { state: true },
    error: { state: true },
  };

  declare store: KeyStore;
  declare keys: KeyRecord[] | undefined;
  /** The key made last, with its secret: shown once, until dismissed or the page closes. */
  declare fresh: KeyMadeDetail | undefined;
  declare confirming: string | undefined;
  declare error: string | undefined;
  private readonly keyList = new KeyListController(this);

  constructor() {
    super();
    this.store = keyStore();
  }

  /** Re-reads keys and balances (after a call, a top-up, or a change in another tab). */
  refresh(): Promise<void> {
    return this.keyList.refresh();
  }

  private async make(ev: Event): Promise<void> {
    ev.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="key-name"]');
    const name = input?.value.trim() || 'My key';
    try {
      const made = await issueKey(this.store, name, TRIAL_CREDITS);
      this.fresh = made;
      if (input) input.value = '';
      this.dispatchEvent(new CustomEvent<KeyMadeDetail>('api-key-made', { detail: made, bubbles: true, composed: true }));
      announceKeysChanged();
    } catch (err) {
      this.error = `Could not make the key: ${String(err)}`;
    }
  }

  private async revoke(id: string): Promise<void> {
    if (this.confirming !== id) { this.confirming = id; return; }
    this.confirming = undefined;
    await this.store.revoke(id);
    if (this.fresh?.record.id === id) this.fresh = undefined;
    announceKeysChanged();
  }

  private async copy(text: string, ev: Event): Promise<void> {
    const button = ev.currentTarget as HTMLButtonElement;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy by hand';
    }
  }

  override render() {
    return html`
      <form class="make" @submit=${this.make}>
        <label>New key name <input name="key-name" placeholder="My key" maxlength="60" autocomplete="off" /></label>
        <button type="submit">Make a key</button>
        <span class="muted">Each new key has ${fmt.format(TRIAL_CREDITS)} trial credits.</span>
      </form>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      ${this.fresh ? html`
        <div class="secret" role="status">
          <p><strong>Your new key “${this.fresh.record.name}”.</strong> Copy it now: it is shown only once, then only its prefix.</p>
          <p class="mono value" data-secret>${this.fresh.secret}</p>
          <div class="row">
            <button type="button" class="secondary" @click=${(e: Event) => this.copy(this.fresh!.secret, e)}>Copy</button>
            <button type="button" class="secondary" @click=${() => { this.fresh = undefined; }}>I have saved it</button>
          </div>
        </div>` : ''}
      ${this.keys === undefined ? html`<p class="muted">Reading keys…</p>` : this.keys.length === 0
        ? html`<p class="muted">No keys yet.</p>`
        : html`<table>
            <thead><tr><th>Name</th><th>Key</th><th>Credits</th><th>Spent</th><th>Calls</th><th>Made</th><th></th></tr></thead>
            <tbody>${this.keys.map((k) => html`
              <tr class=${k.revokedAt ? 'revoked' : ''} data-key-id=${k.id}>
                <td>${k.name}</td>
                <td class="mono">${k.prefix}…</td>
                <td class="credits">${fmt.format(k.credits)}</td>
                <td>${fmt.format(k.spent)}</td>
                <td>${fmt.format(k.calls)}</td>
                <td title=${k.createdAt}>${new Date(k.createdAt).toLocaleDateString()}</td>
                <td class="actions">${k.revokedAt
                  ? html`<span class="muted">revoked</span>`
                  : html`<a class="button secondary" href="#/billing?key=${k.id}">Top up</a>
                      <button type="button" class="danger" @click=${() => this.revoke(k.id)}>${this.confirming === k.id ? 'Confirm revoke' : 'Revoke'}</button>`}</td>
              </tr>`)}</tbody>
          </table>`}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 0.75rem; }
    .make { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
    .secret { border: 2px solid var(--ak-gold); border-radius: var(--ak-radius); padding: 0.5rem 1rem; background: color-mix(in srgb, var(--ak-gold) 8%, var(--ak-surface)); }
    .secret p { margin: 0.4rem 0; }
    .value { font-size: 1.05rem; word-break: break-all; user-select: all; }
    .row { display: flex; gap: 0.5rem; margin-bottom: 0.4rem; }
    tr.revoked td { color: var(--ak-muted); text-decoration: line-through; }
    tr.revoked td.actions { text-decoration: none; }
    td.actions { display: flex; gap: 0.4rem; flex-wrap: wrap; }
    td.actions .button, td.actions button { padding: 0.2rem 0.6rem; font-size: 0.85rem; }
  `];
}

customElements.define('api-keys-panel', ApiKeysPanel);

declare global {
  interface HTMLElementTagNameMap {
    'api-keys-panel': ApiKeysPanel;
  }
}
