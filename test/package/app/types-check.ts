// Compiled with `tsc --noEmit` in the fresh project: the package's entry points are typed.
import { createAkashaHandler, MemoryStore, SERVICE_BASE_URL, type AkashaHandler, type KeyRecord } from 'akasha';
import { akashaHandlers } from 'akasha/msw';
import type { AkashaPanchang } from 'akasha/widgets';

const handler: AkashaHandler = createAkashaHandler({ credits: false, store: new MemoryStore() });
export const answer: Promise<Response> = handler(new Request(`${SERVICE_BASE_URL}/v1/meta/version`));
export const keys: Promise<KeyRecord[]> = handler.store.list();
export const handlers = akashaHandlers({ baseUrls: ['http://localhost:5173'], credits: true, keys: [{ secret: 'demo', credits: 10 }] });
export type Widget = AkashaPanchang;
// @ts-expect-error credits is a boolean
createAkashaHandler({ credits: 'no' });
