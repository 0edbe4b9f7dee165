/**
 * MSW handlers for the browser (`setupWorker`): `/v1` requests are answered by Akasha's engine
 * in a dedicated Worker, so the page stays responsive. The Worker script and the ephemeris
 * files come from the kit that `npx akasha init <public-dir>` copies (default URL
 * `/akasha/engine.worker.js`).
 *
 *   const worker = setupWorker(...akashaHandlers());
 *   await worker.start();
 */
import type { HttpHandler } from 'msw';
import type { AkashaKey } from '../lib/handler';
import type { FromWorker, ToWorker } from '../kit/protocol';
import { akashaMswHandler, type AkashaMswOptions, localRequest } from './shared';

export type { AkashaMswOptions } from './shared';
export { SERVICE_BASE_URL } from '../lib/paths';

export interface AkashaBrowserOptions extends AkashaMswOptions {
  /** URL of the engine Worker script; default `/akasha/engine.worker.js` (where `npx akasha init` puts it). */
  workerUrl?: string | URL;
  /** `false` (the default in the browser): no key needed, nothing charged. `true`: keys and credits as the service. */
  credits?: boolean;
  /** Keys the Worker's store accepts when `credits` is true. */
  keys?: AkashaKey[];
  /** Where keys and balances live when `credits` is true: `memory` (default) or `indexeddb`. */
  store?: 'memory' | 'indexeddb';
}

export const DEFAULT_WORKER_URL = '/akasha/engine.worker.js';

/** The page's handle on one engine Worker. */
export class AkashaWorker {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (m: FromWorker) => void; reject: (e: Error) => void }>();

  constructor(opts: AkashaBrowserOptions = {}) {
    this.worker = new Worker(opts.workerUrl ?? DEFAULT_WORKER_URL, { type: 'module', name: 'akasha-engine' });
    this.worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
      const w = this.waiting.get(e.data.id);
      if (!w) return;
      this.waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data);
      else w.reject(new Error(`akasha: ${e.data.error}`));
    });
    this.worker.addEventListener('error', (e) => {
      const why = new Error(`akasha: the engine Worker failed (${e.message || 'is the kit in place? run npx akasha init <public-dir>'})`);
      for (const w of this.waiting.values()) w.reject(why);
      this.waiting.clear();
    });
    this.post({ type: 'init', credits: opts.credits ?? false, keys: opts.keys ?? [], store: opts.store ?? 'memory' });
  }

  private post(msg: ToWorker): void {
    this.worker.postMessage(msg);
  }

  private ask(msg: ToWorker & { id: number }): Promise<FromWorker> {
    return new Promise((resolve, reject) => {
      this.waiting.set(msg.id, { resolve, reject });
      this.post(msg);
    });
  }

  /** Loads the WebAssembly module and the ephemeris now (e.g. before going offline). */
  async warm(): Promise<{ swisseph: string; ms: number }> {
    const m = await this.ask({ type: 'warm', id: this.next++ });
    if (!('warm' in m)) throw new Error('akasha: unexpected answer to warm');
    return m.warm;
  }

  /** Answers one request for `/v1/...` (path and query). */
  async fetch(request: Request, path: string): Promise<Response> {
    const m = await this.ask({ type: 'request', id: this.next++, path, method: request.method, headers: [...request.headers] });
    if (!('status' in m)) throw new Error('akasha: unexpected answer to a request');
    const nullBody = request.method === 'HEAD' || m.status === 204 || m.status === 304;
    return new Response(nullBody ? null : m.body, { status: m.status, headers: m.headers });
  }

  terminate(): void {
    this.worker.terminate();
  }
}

/**
 * MSW request handlers answering `/v1/...` on the page's origin and the real service's base
 * URL. The engine Worker starts at once; `handlers.akasha.warm()` loads the ephemeris early.
 */
export function akashaHandlers(opts: AkashaBrowserOptions = {}): HttpHandler[] & { akasha: AkashaWorker } {
  const akasha = new AkashaWorker(opts);
  const handlers = [akashaMswHandler(opts, (request, path) => akasha.fetch(localRequest(request, path), path))];
  return Object.assign(handlers, { akasha });
}
