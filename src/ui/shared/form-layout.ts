/**
 * What the app's input forms (`<birth-form>`, `<muhurta-form>`) share: the layout (a grid of
 * wrapping rows) and the last row, the submit button with the form's error beside it.
 */
import { css, html, nothing } from 'lit';

/** The submit button (disabled, saying `busyLabel`, while busy) and the error, if any. */
export function submitRow(busy: boolean, label: string, busyLabel: string, error: string | undefined) {
  return html`
        <div class="row">
          <button type="submit" ?disabled=${busy}>${busy ? busyLabel : label}</button>
          ${error ? html`<p class="error" role="alert">${error}</p>` : nothing}
        </div>`;
}

/** The form's layout: a grid of rows, each a wrapping line of fields aligned at the bottom. */
export const formLayout = css`
  :host { display: block; }
  form { display: grid; gap: 0.75rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
  .row p { margin: 0; }
  place-picker { max-width: 36rem; }
`;
