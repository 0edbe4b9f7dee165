/**
 * The commit a build is made from, for `__BUILD_COMMIT__`: AKASHA_BUILD_COMMIT when set, else
 * the short hash of git HEAD, else 'unknown' (no git, or not a checkout).
 * (Plain .mjs so vite.config.ts and vite.widgets.config.ts can both import it.)
 */
import { execFileSync } from 'node:child_process';

/** @returns {string} */
export function buildCommit() {
  if (process.env.AKASHA_BUILD_COMMIT) return process.env.AKASHA_BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}
