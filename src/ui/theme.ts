/** Shared look: colour tokens (light and dark) and the few controls every page uses. */
import { css } from 'lit';

export const tokens = css`
  :host {
    --ak-bg: #f6f4fb;
    --ak-surface: #ffffff;
    --ak-surface-2: #efecf8;
    --ak-text: #1d1a2e;
    --ak-muted: #5d5875;
    --ak-border: #d9d4ea;
    --ak-accent: #4b36b8;
    --ak-accent-text: #ffffff;
    --ak-gold: #b07a12;
    --ak-ok: #1d7a46;
    --ak-warn: #9a5b00;
    --ak-error: #b3261e;
    --ak-mono: ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, monospace;
    --ak-radius: 10px;
    color: var(--ak-text);
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --ak-bg: #12101f;
      --ak-surface: #1c1930;
      --ak-surface-2: #262240;
      --ak-text: #ece9f7;
      --ak-muted: #aaa4c4;
      --ak-border: #3a3558;
      --ak-accent: #9d8cff;
      --ak-accent-text: #12101f;
      --ak-gold: #e6b54a;
      --ak-ok: #5fd393;
      --ak-warn: #f0b45a;
      --ak-error: #ff8a80;
    }
  }
`;

export const controls = css`
  .panel {
    background: var(--ak-surface);
    border: 1px solid var(--ak-border);
    border-radius: var(--ak-radius);
    padding: 1rem 1.25rem;
  }
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  p { line-height: 1.5; }
  .muted { color: var(--ak-muted); }
  .mono, code, pre { font-family: var(--ak-mono); }
  button, .button {
    font: inherit;
    border: 1px solid var(--ak-accent);
    background: var(--ak-accent);
    color: var(--ak-accent-text);
    border-radius: 8px;
    padding: 0.45rem 0.9rem;
    cursor: pointer;
    text-decoration: none;
    display: inline-block;
  }
  button.secondary, .button.secondary { background: transparent; color: var(--ak-accent); }
  button.danger { background: transparent; color: var(--ak-error); border-color: var(--ak-error); }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible {
    outline: 3px solid color-mix(in srgb, var(--ak-accent) 45%, transparent);
    outline-offset: 2px;
  }
  input, select {
    font: inherit;
    color: var(--ak-text);
    background: var(--ak-bg);
    border: 1px solid var(--ak-border);
    border-radius: 6px;
    padding: 0.4rem 0.5rem;
    min-width: 0;
  }
  label { display: grid; gap: 0.25rem; font-size: 0.92rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.92rem; }
  th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--ak-border); vertical-align: top; }
  th { color: var(--ak-muted); font-weight: 600; }
  .error { color: var(--ak-error); }
  .ok { color: var(--ak-ok); }
  .warn { color: var(--ak-warn); }
  a { color: var(--ak-accent); }
`;
