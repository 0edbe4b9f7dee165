/**
 * Registers the service worker (production builds) and tells the UI when `/v1` is answered
 * locally: that is when this page is controlled by it. The worker calls skipWaiting and
 * clients.claim, so the first visit becomes controlled without a reload.
 */
import { Workbox } from 'workbox-window';

export type ApiDoorState = 'controlled' | 'installing' | 'unsupported' | 'failed';

/** Fired on window when a new version of the app controls this page; a reload runs it. */
export const UPDATE_EVENT = 'akasha-update-active';

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!registering) {
    if (!('serviceWorker' in navigator)) registering = Promise.resolve(undefined);
    else {
      // vite-plugin-pwa emits /sw.js for builds and serves /dev-sw.js?dev-sw under `npm run dev`.
      const url = `${import.meta.env.BASE_URL}${import.meta.env.DEV ? 'dev-sw.js?dev-sw' : 'sw.js'}`;
      const wb = new Workbox(url, { type: 'module' });
      // A newer version took over (it skips waiting): this page still runs the old code.
      wb.addEventListener('controlling', (e) => { if (e.isUpdate) window.dispatchEvent(new CustomEvent(UPDATE_EVENT)); });
      registering = wb.register();
    }
  }
  return registering;
}

/** Resolves when the page is controlled (so fetch('/v1/...') reaches the service worker). */
export async function whenControlled(timeoutMs = 15_000): Promise<ApiDoorState> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  if (navigator.serviceWorker.controller) return 'controlled';
  const reg = await registerServiceWorker().catch(() => undefined);
  if (!reg) return 'failed';
  if (navigator.serviceWorker.controller) return 'controlled';
  return new Promise<ApiDoorState>((resolve) => {
    const timer = setTimeout(() => resolve('installing'), timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      clearTimeout(timer);
      resolve('controlled');
    }, { once: true });
  });
}
