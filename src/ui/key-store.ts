/**
 * The page's handle on the IndexedDB key store: the same database the service worker meters,
 * so a key made here works in every tab's fetch('/v1/...') at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { IdbStore } from '../store/idb';
import type { KeyRecord, KeyStore } from '../store/types';

let shared: IdbStore | undefined;
export function keyStore(): IdbStore {
  shared ??= new IdbStore();
  return shared;
}

const EVENT = 'akasha-keys-changed';
let channel: BroadcastChannel | undefined;
const bus = (): BroadcastChannel | undefined => {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(EVENT);
  return channel;
};

/** Tells this page and the app's other tabs that keys or balances changed. */
export function announceKeysChanged(): void {
  window.dispatchEvent(new CustomEvent(EVENT));
  bus()?.postMessage(EVENT);
}

/** Calls `cb` on every change announced here or in another tab; returns the unsubscribe. */
export function onKeysChanged(cb: () => void): () => void {
  const b = bus();
  window.addEventListener(EVENT, cb);
  b?.addEventListener('message', cb);
  return () => {
    window.removeEventListener(EVENT, cb);
    b?.removeEventListener('message', cb);
  };
}

/** A page that lists keys: its store, and the list and error the controller below fills in. */
export interface KeyListHost extends ReactiveControllerHost {
  store: KeyStore;
  keys: KeyRecord[] | undefined;
  error: string | undefined;
}

/**
 * Keeps a page's `keys` current: reads them (newest first, only those `keep` lets through) when
 * the page connects, on every change announced here or in another tab, when the tab becomes
 * visible again and, with `onHashChange`, when the hash changes. A failed read sets `error`.
 */
export class KeyListController implements ReactiveController {
  private unsubscribe: (() => void) | undefined;
  private readonly onReturn = () => { if (document.visibilityState === 'visible') void this.refresh(); };

  constructor(
    private readonly host: KeyListHost,
    private readonly opts: { keep?: (k: KeyRecord) => boolean; onHashChange?: boolean } = {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = onKeysChanged(() => void this.refresh());
    if (this.opts.onHashChange) window.addEventListener('hashchange', this.onReturn);
    document.addEventListener('visibilitychange', this.onReturn);
    void this.refresh();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    if (this.opts.onHashChange) window.removeEventListener('hashchange', this.onReturn);
    document.removeEventListener('visibilitychange', this.onReturn);
  }

  /** Re-reads keys and balances (after a call, a top-up, or a change in another tab). */
  async refresh(): Promise<void> {
    const { keep } = this.opts;
    try {
      const all = await this.host.store.list();
      this.host.keys = (keep ? all.filter(keep) : all).reverse();
    } catch (err) {
      this.host.error = `Cannot read the key store: ${String(err)}`;
    }
  }
}
