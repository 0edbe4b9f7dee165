/**
 * Imported first by sw.ts, so this runs before any other module of the service worker: the
 * moment its script began to run, in milliseconds since the worker's time origin (the cold-start
 * waterfall of `npm run bench`: boot, script evaluation, first answer).
 */
export const bootMs = performance.now();
