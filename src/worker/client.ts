/**
 * The page's handle on the engine Worker. One Worker per page, started on first use, stopped
 * after `idleMs` without calls (the next call starts a fresh one; its cold start is the
 * ephemeris load, about what `warm()` reports). A call's AbortSignal rejects the call at once;
 * the Worker finishes the computation in the background (engine calls are short and cannot be
 * interrupted half-way). If the Worker cannot start (its script or the ephemeris files missing,
 * a Content-Security-Policy forbidding workers), the calls waiting on it reject with a message
 * saying so instead of waiting forever, and the next call tries a fresh Worker.
 *
 * The widgets (src/widgets) share this client: their bundle may be served from another origin
 * than the page embedding it (a CDN), and browsers refuse a Worker script from another origin,
 * so such a Worker starts through a one-line same-origin module that imports the real one.
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
  /** Rejects if the current Worker fails to start; every call races it. */
  private failed: Promise<never> | undefined;
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
    this.failed = undefined;
  }

  private async run<T>(job: (api: Remote<EngineWorkerApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    this.pending++;
    try {
      const api = this.api();
      const work = this.failed ? Promise.race([job(api), this.failed]) : job(api);
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
      const worker = startWorker();
      // An 'error' event before the Worker's first message means it did not start (a module
      // Worker's load error carries no message); later ones are the Worker's own business.
      let started = false;
      worker.addEventListener('message', () => { started = true; }, { once: true });
      this.failed = new Promise<never>((_, reject) => {
        worker.addEventListener('error', (e) => {
          if (started) return;
          const why = e instanceof ErrorEvent && e.message ? `: ${e.message}` : '';
          reject(new Error(`the engine Worker could not be started${why}`));
          if (this.worker === worker) this.terminate();
        });
      });
      this.failed.catch(() => { /* rejects the calls racing it; nobody else listens */ });
      this.worker = worker;
      this.remote = wrap<EngineWorkerApi>(worker);
    }
    return this.remote;
  }
}

/** A worker script on another origin than the page's, started through a same-origin module shim. */
class PortableWorker extends Worker {
  constructor(url: URL, options: WorkerOptions) {
    const foreign = url.origin !== self.location.origin && url.protocol !== 'blob:' && url.protocol !== 'data:';
    super(foreign ? URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' })) : url, options);
  }
}

function startWorker(): Worker {
  // The local name keeps the `new Worker(new URL(..., import.meta.url))` form that Vite bundles.
  const Worker = PortableWorker;
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'akasha-engine' });
}

let shared: EngineClient | undefined;
/** The page's shared engine client. */
export function engine(): EngineClient {
  shared ??= new EngineClient();
  return shared;
}
