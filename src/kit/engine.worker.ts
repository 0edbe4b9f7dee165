/**
 * The engine Worker of the browser MSW integration: the `/v1` Fetch handler over the browser
 * ephemeris, answering the page's messages (src/kit/protocol.ts), so the engine never blocks
 * the page. Built into the kit (`npx akasha init`) beside swisseph.wasm and swisseph.data,
 * which it fetches relative to its own URL.
 */
import { createAkashaHandler, type AkashaHandler } from '../lib/handler';
import { IdbStore } from '../store/idb';
import { MemoryStore } from '../store/memory';
import { kitEphemeris } from './ephemeris';
import type { FromWorker, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let handler: AkashaHandler | undefined;
const kit = new URL(/* @vite-ignore */ './', import.meta.url);
const ephemeris = () => kitEphemeris(kit, false);

function reply(msg: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    handler = createAkashaHandler({
      ephemeris,
      credits: msg.credits,
      keys: msg.keys,
      store: msg.store === 'indexeddb' ? new IdbStore() : new MemoryStore(),
      topUpUrl: `${self.location.origin}/#/billing`,
      build: { apiVersion: 'v1', commit: __BUILD_COMMIT__ },
    });
    return;
  }
  void (async () => {
    try {
      if (!handler) throw new Error('the Akasha worker was not initialised');
      if (msg.type === 'warm') {
        const t0 = performance.now();
        const eph = await ephemeris();
        reply({ id: msg.id, ok: true, warm: { swisseph: eph.version, ms: performance.now() - t0 } });
        return;
      }
      const res = await handler(new Request(new URL(msg.path, 'http://akasha.local'), { method: msg.method, headers: msg.headers }));
      const body = await res.arrayBuffer();
      reply({ id: msg.id, ok: true, status: res.status, headers: [...res.headers], body }, [body]);
    } catch (err) {
      reply({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  })();
});
