/**
 * The page's handle on the IndexedDB key store: the same database the service worker meters,
 * so a key made here works in every tab's fetch('/v1/...') at once.
 */
import { IdbStore } from '../store/idb';

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
