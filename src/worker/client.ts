/**
 * The page's handle on the engine Worker. One Worker per page, started on first use, stopped
 * after `idleMs` without calls (the next call starts a fresh one; its cold start is the
 * ephemeris load, about what `warm()` reports). A call's AbortSignal rejects the call at once;
 * the Worker finishes the computation in the background (engine calls are short and cannot be
 * interrupted half-way).
 */
import { type Remote, releaseProxy, wrap } from 'comlink';
import type { EngineWorkerApi } from './engine.worker';
import type { EngineResponse, WarmInfo } from './types';

export type { EngineResponse, WarmInfo } from './types';

export interface EngineClientOptions {
  /** Stop the Worker after this many milliseconds without a call; 0 keeps it. Default 5 minutes. */
  idleMs?: number;
}

export class EngineClient {
  private worker: Worker | undefined;
  private remote: Remote<EngineWorkerApi> | undefined;
  private pending = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly idleMs: number;

  constructor(opts: EngineClientOptions = {}) {
    this.idleMs = opts.idleMs ?? 5 * 60_000;
  }

  /** GET a /v1 path (query string included) through the engine Worker. */
  call(path: string, signal?: AbortSignal): Promise<EngineResponse> {
    return this.run((api) => api.call(path), signal);
  }

  /** Loads the ephemeris in the Worker now; resolves with the cold-start time. */
  warm(signal?: AbortSignal): Promise<WarmInfo> {
    return this.run((api) => api.warm(), signal);
  }

  /** Stops the Worker now (pending calls reject). */
  terminate(): void {
    clearTimeout(this.idleTimer);
    this.remote?.[releaseProxy]();
    this.worker?.terminate();
    this.worker = undefined;
    this.remote = undefined;
  }

  private async run<T>(job: (api: Remote<EngineWorkerApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    this.pending++;
    try {
      const work = job(this.api());
      if (!signal) return await work;
      return await new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
        signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    } finally {
      this.pending--;
      if (this.pending === 0 && this.idleMs > 0) this.idleTimer = setTimeout(() => this.terminate(), this.idleMs);
    }
  }

  private api(): Remote<EngineWorkerApi> {
    if (!this.remote) {
      this.worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'akasha-engine' });
      this.remote = wrap<EngineWorkerApi>(this.worker);
    }
    return this.remote;
  }
}

let shared: EngineClient | undefined;
/** The page's shared engine client. */
export function engine(): EngineClient {
  shared ??= new EngineClient();
  return shared;
}
