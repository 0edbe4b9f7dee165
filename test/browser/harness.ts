/**
 * The little the component tests need: mocha's globals (the runner provides them), plain
 * assertions that name what differed, a fixture that renders an element into the page, and
 * a deep numeric comparison that reports its worst difference.
 */
declare global {
  function describe(name: string, fn: () => void): void;
  function it(name: string, fn: () => unknown): void;
  function before(fn: () => unknown): void;
  function after(fn: () => unknown): void;
  function beforeEach(fn: () => unknown): void;
  function afterEach(fn: () => unknown): void;
}

export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function ok(value: unknown, message: string): asserts value {
  if (!value) throw new AssertionError(message);
}

export function equal<T>(actual: T, expected: T, what: string): void {
  if (!Object.is(actual, expected)) throw new AssertionError(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export function close(actual: number, expected: number, tolerance: number, what: string): void {
  if (!(Math.abs(actual - expected) <= tolerance)) {
    throw new AssertionError(`${what}: expected ${expected} ± ${tolerance}, got ${actual} (off by ${Math.abs(actual - expected)})`);
  }
}

export async function rejects(p: Promise<unknown>, what: string): Promise<unknown> {
  try { await p; } catch (err) { return err; }
  throw new AssertionError(`${what}: expected a rejection`);
}

/** Walks two JSON values; numbers must agree within `tolerance`, everything else exactly. Returns the worst numeric difference. */
export function sameJson(actual: unknown, expected: unknown, tolerance: number, at = '$'): number {
  if (typeof expected === 'number') {
    ok(typeof actual === 'number', `${at}: expected a number, got ${JSON.stringify(actual)}`);
    const d = Math.abs(actual - expected);
    ok(d <= tolerance, `${at}: expected ${expected} ± ${tolerance}, got ${actual}`);
    return d;
  }
  if (expected === null || typeof expected !== 'object') {
    equal(actual, expected, at);
    return 0;
  }
  ok(actual !== null && typeof actual === 'object', `${at}: expected an object, got ${JSON.stringify(actual)}`);
  const ek = Object.keys(expected as object);
  const ak = Object.keys(actual as object);
  equal(ak.join(','), ek.join(','), `${at} keys`);
  let worst = 0;
  for (const k of ek) worst = Math.max(worst, sameJson((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], tolerance, `${at}.${k}`));
  return worst;
}

/** Renders `el` into the document and waits for its first update. */
export async function fixture<E extends HTMLElement & { updateComplete?: Promise<unknown> }>(el: E): Promise<E> {
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** Polls until `check` returns a truthy value (or throws after `timeoutMs`). */
export async function until<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 20_000): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    const v = check();
    if (v) return v;
    if (performance.now() - t0 > timeoutMs) throw new AssertionError(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Node's answers for REFERENCE_PATHS, written beside the built tests. */
export async function nodeReference(): Promise<Record<string, unknown>> {
  const res = await fetch('/test-artifacts/wtr/node-reference.json');
  ok(res.ok, `node-reference.json not found (${res.status}): build the tests with test/browser/vite.config.ts`);
  return res.json() as Promise<Record<string, unknown>>;
}
