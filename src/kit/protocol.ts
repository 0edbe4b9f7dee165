/** Messages between the page (src/msw/browser.ts) and the engine Worker (src/kit/engine.worker.ts). */
import type { AkashaKey } from '../lib/handler';

export interface WorkerInit {
  type: 'init';
  /** `false`: no key needed, nothing charged (default in the browser MSW integration: see its options). */
  credits: boolean;
  keys: AkashaKey[];
  /** `indexeddb` keeps keys and balances across reloads (the app's own key database). */
  store: 'memory' | 'indexeddb';
}

export interface WorkerRequest { type: 'request'; id: number; path: string; method: string; headers: [string, string][] }
export interface WorkerWarm { type: 'warm'; id: number }
export type ToWorker = WorkerInit | WorkerRequest | WorkerWarm;

export type FromWorker =
  | { id: number; ok: true; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { id: number; ok: true; warm: { swisseph: string; ms: number } }
  | { id: number; ok: false; error: string };
