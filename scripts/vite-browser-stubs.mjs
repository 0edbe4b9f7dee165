/**
 * The Swiss Ephemeris glue is shared by Node and the browser; its Node-only branch imports
 * node:module (and requires node:fs, node:path, node:url, node:crypto through createRequire).
 * In browser bundles those names resolve to a module that throws if ever called. It never is:
 * the glue checks for Node first, and our loader hands it the wasm and the data itself.
 * (Plain .mjs so vite.config.ts, the test build and bench/browser.mjs can all import it.)
 */
const STUBBED = new Set(['node:module', 'node:fs', 'node:path', 'node:url', 'node:crypto', 'module', 'fs', 'path', 'url', 'crypto']);
const PREFIX = '\0akasha-node-stub:';

/** @returns {import('vite').Plugin} */
export function browserStubs() {
  return {
    name: 'akasha-node-stubs',
    enforce: 'pre',
    resolveId(id) {
      return STUBBED.has(id) ? PREFIX + id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = JSON.stringify(id.slice(PREFIX.length));
      return `const fail = () => { throw new Error(${name} + ' is not available in the browser'); };
export const createRequire = fail;
export default new Proxy({}, { get: fail });`;
    },
  };
}
