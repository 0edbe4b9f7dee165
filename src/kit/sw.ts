/// <reference lib="webworker" />
/**
 * The drop-in service worker of `npx akasha init <public-dir>`: answers `/v1` for every page of
 * the origin (and calls to the real service's base URL), offline once installed. Registered
 * through the one-line `/akasha-sw.js` that init writes at the root of the public folder.
 */
import { handleAkashaRequest, precacheAkasha } from './handle';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  event.waitUntil(precacheAkasha().then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => { event.waitUntil(self.clients.claim()); });
self.addEventListener('fetch', (event) => { handleAkashaRequest(event); });
