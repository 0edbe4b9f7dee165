/**
 * `<billing-page>`: where a 402 `trial_exhausted` sends the caller (`top_up_url` is
 * `<origin>/#/billing`). Adds credits to a key in the local store. This is an emulation:
 * nothing is sold and no payment is taken; the credits exist only in this browser.
 * `#/billing?key=<id>` highlights one key.
 */
import { LitElement, css, html } from 'lit';
import type { KeyRecord, KeyStore } from '../store/types';
import { announceKeysChanged, KeyListController, keyStore } from './key-store';
import { controls, tokens } from './theme';

const PACKS = [1_500, 10_000, 100_000];
const fmt = new Intl.NumberFormat('en');

function keyFromHash(): string | undefined {
  const q = location.hash.split('?')[1];
  return q ? new URLSearchParams(q).get('key') ?? undefined : undefined;
}

export class BillingPage extends LitElement {
  static properties = {
    store: { attribute: false },
    keys: { state: true },
    message: { state: true },
    error: { state: true },
  };

  declare store: KeyStore;
  declare keys: KeyRecord[] | undefined;
  declare message: string | undefined;
  declare error: string | undefined;
  // `#/billing?key=...` from a 402's top_up_url, or coming back to the tab: re-read balances.
  private readonly keyList = new KeyListController(this, { keep: (k) => !k.revokedAt, onHashChange: true });

  constructor() {
    super();
    this.store = keyStore();
  }

  refresh(): Promise<void> {
    return this.keyList.refresh();
  }

  private async add(k: KeyRecord, credits: number): Promise<void> {
    this.error = undefined;
    try {
      const after = await this.store.topUp(k.id, credits);
      this.message = `Added ${fmt.format(credits)} credits to “${k.name}” (${k.prefix}…): balance ${fmt.format(after.credits)}.`;
      announceKeysChanged();
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
    }
  }

  private custom(k: KeyRecord, ev: Event): void {
    ev.preventDefault();
    const input = (ev.currentTarget as HTMLFormElement).querySelector('input');
    const n = Number(input?.value);
    if (!Number.isInteger(n) || n <= 0 || n > 1_000_000_000) {
      this.error = 'Enter a whole number of credits between 1 and 1,000,000,000.';
      return;
    }
    void this.add(k, n);
  }

  override render() {
    const focus = keyFromHash();
    return html`
      <section class="panel">
        <h2>Billing</h2>
        <p>Add credits to your API keys. <strong>This is a local emulation:</strong> nothing is sold, no payment is taken,
          and the credits exist only in this browser's storage, where the service worker charges them.</p>
        <p class="muted">Each call costs the credits shown beside its endpoint in the <a href="#/console">API console</a>;
          only successful (2xx) answers are charged. A key whose balance is below a call's cost gets a 402 <code>trial_exhausted</code> that links here.</p>
        ${this.message ? html`<p class="ok" role="status">${this.message}</p>` : ''}
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      </section>
      ${this.keys === undefined ? html`<p class="muted">Reading keys…</p>` : this.keys.length === 0
        ? html`<section class="panel"><p>No active keys. <a href="#/console">Make a key in the API console</a>.</p></section>`
        : this.keys.map((k) => html`
          <section class="panel key ${k.id === focus ? 'focus' : ''}" data-key-id=${k.id}>
            <div class="head">
              <h3>${k.name} <span class="mono muted">${k.prefix}…</span></h3>
              <p class="balance"><span class="credits">${fmt.format(k.credits)}</span> credits</p>
            </div>
            <p class="muted">${fmt.format(k.spent)} spent in ${fmt.format(k.calls)} calls.</p>
            <div class="packs">
              ${PACKS.map((n) => html`<button type="button" @click=${() => this.add(k, n)}>+ ${fmt.format(n)}</button>`)}
              <form @submit=${(e: Event) => this.custom(k, e)}>
                <input type="number" min="1" step="1" placeholder="Other amount" aria-label="Other amount of credits" />
                <button type="submit" class="secondary">Add</button>
              </form>
            </div>
          </section>`)}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    .head { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; flex-wrap: wrap; }
    .head h3 { margin: 0; }
    .balance { margin: 0; }
    .credits { font-size: 1.5rem; font-weight: 700; }
    .packs { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    .packs form { display: flex; gap: 0.4rem; }
    .packs input { width: 9rem; }
    .key.focus { border-color: var(--ak-accent); box-shadow: 0 0 0 2px color-mix(in srgb, var(--ak-accent) 30%, transparent); }
  `];
}

customElements.define('billing-page', BillingPage);

declare global {
  interface HTMLElementTagNameMap {
    'billing-page': BillingPage;
  }
}
