/** App entry: the shell element, the service worker, and a request that saved keys are kept. */
import './akasha-app';
import { registerServiceWorker } from './service-worker';

void registerServiceWorker().catch((err: unknown) => console.error('service worker registration failed:', err));
// Keys and balances live in IndexedDB; ask the browser not to evict them under storage pressure.
void navigator.storage?.persist?.().catch(() => false);
