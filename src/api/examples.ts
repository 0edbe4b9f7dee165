/** Request URLs built from an endpoint's documented examples (contract tests, bench, console). */
import type { Endpoint } from './registry';

/** The example URL of an endpoint; `override` replaces a parameter's value, undefined drops it. */
export function exampleUrl(e: Endpoint, override: Record<string, string | undefined> = {}): string {
  let path = e.path;
  const query = new URLSearchParams();
  for (const [name, p] of Object.entries(e.params)) {
    const v = name in override ? override[name] : String(p.example);
    if (p.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(v ?? ''));
    else if (v !== undefined) query.set(name, v);
  }
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}
