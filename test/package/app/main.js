// The page of the fresh project: MSW's setupWorker with Akasha's handlers (engine in a Worker).
import { setupWorker } from 'msw/browser';
import { akashaHandlers } from 'akasha/msw';

const handlers = akashaHandlers();
const worker = setupWorker(...handlers);
await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
window.akashaWarm = await handlers.akasha.warm();
document.getElementById('status').textContent = 'ready';
