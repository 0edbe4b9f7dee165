/**
 * `<saved-charts>`: the birth charts a person saved on this device (IndexedDB `akasha-ui`,
 * store `charts`). Saves the chart on screen under a name, lists the saved ones newest first,
 * opens one, and deletes one after a second click to confirm.
 *
 * Properties: `current` (the Birth on screen, offered for saving), `db` (default: the shared UiDb).
 *
 * @fires chart-open - `CustomEvent<Birth>` when a saved chart is opened (bubbles, composed).
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Birth } from '../shared/birth-form';
import { type SavedChart, type UiDb, uiDb } from '../shared/ui-db';
import { controls, tokens } from '../theme';

const defaultLabel = (b: Birth) => `${b.place.name}, ${b.date} ${b.time}`;

export class SavedCharts extends LitElement {
  static properties = {
    current: { attribute: false },
    db: { attribute: false },
    list: { state: true },
    confirming: { state: true },
    message: { state: true },
  };

  declare current: Birth | undefined;
  declare db: UiDb;
  declare list: SavedChart[] | undefined;
  declare confirming: string | undefined;
  declare message: string | undefined;

  constructor() {
    super();
    this.db = uiDb();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  /** Reads the list again from IndexedDB. */
  async refresh(): Promise<void> {
    try {
      this.list = await this.db.charts();
    } catch (err) {
      this.list = [];
      this.message = `Saved charts are unavailable here: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  private async save(e: Event): Promise<void> {
    e.preventDefault();
    if (!this.current) return;
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="label"]')!;
    const label = input.value.trim() || defaultLabel(this.current);
    await this.db.saveChart(label, this.current);
    input.value = '';
    this.message = `Saved “${label}”.`;
    await this.refresh();
  }

  private async deleteOne(c: SavedChart): Promise<void> {
    if (this.confirming !== c.id) { this.confirming = c.id; return; }
    this.confirming = undefined;
    await this.db.deleteChart(c.id);
    this.message = `Deleted “${c.label}”.`;
    await this.refresh();
  }

  private open(c: SavedChart): void {
    this.confirming = undefined;
    this.dispatchEvent(new CustomEvent<Birth>('chart-open', { detail: structuredClone(c.birth), bubbles: true, composed: true }));
  }

  override render() {
    const list = this.list;
    return html`
      ${this.current ? html`
        <form class="save" @submit=${this.save}>
          <label>Name <input name="label" placeholder=${defaultLabel(this.current)} /></label>
          <button type="submit">Save this chart</button>
        </form>` : nothing}
      ${this.message ? html`<p class="muted" role="status">${this.message}</p>` : nothing}
      ${!list ? html`<p class="muted">Loading…</p>` : list.length === 0 ? html`<p class="muted empty">No saved charts yet. They stay on this device.</p>` : html`
        <ul>
          ${list.map((c) => html`<li data-chart-id=${c.id}>
            <div class="what">
              <strong class="label">${c.label}</strong>
              <span class="muted">${c.birth.date} ${c.birth.time} · ${c.birth.place.name} · ${c.birth.ayanamsa}</span>
            </div>
            <div class="actions">
              <button class="secondary open" @click=${() => this.open(c)}>Open</button>
              <button class="danger" @click=${() => this.deleteOne(c)}>${this.confirming === c.id ? 'Confirm delete' : 'Delete'}</button>
            </div>
          </li>`)}
        </ul>`}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    .save { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; margin-bottom: 0.5rem; }
    .save input { width: min(22rem, 70vw); }
    ul { list-style: none; margin: 0; padding: 0; }
    li { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; justify-content: space-between; align-items: center; padding: 0.45rem 0; border-bottom: 1px solid var(--ak-border); }
    .what { display: grid; gap: 0.1rem; min-width: 0; }
    .actions { display: flex; gap: 0.4rem; }
    .actions button { padding: 0.25rem 0.7rem; }
  `];
}

customElements.define('saved-charts', SavedCharts);

declare global {
  interface HTMLElementTagNameMap {
    'saved-charts': SavedCharts;
  }
}
