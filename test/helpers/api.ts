/** In-process /v1 for tests: the real router, a memory store and the Node ephemeris. */
import { createNodeApi } from '../../src/node/api';
import { MemoryStore } from '../../src/store/memory';
import { ensureKey } from '../../src/node/keys';

export const TEST_KEY = 'test-key';

export async function testApi(opts: { credits?: number; rate?: number } = {}) {
  const store = new MemoryStore();
  await ensureKey(store, { name: TEST_KEY, credits: opts.credits ?? 100_000_000, rate: opts.rate ?? 100_000 });
  const internal: unknown[] = [];
  const api = createNodeApi(store, { onInternalError: (err) => internal.push(err) });
  const get = async (path: string, key: string | null = TEST_KEY) => {
    const res = await api.request(path, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
    const text = await res.text();
    let body: any;
    try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, headers: res.headers, body };
  };
  return { api, store, get, internal };
}

/** Builds a query string from an object (undefined values dropped). */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.set(k, String(v));
  return u.toString();
}
