/** Build information for /v1/meta/version in Node: the git commit of the checkout, if any. */
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildInfo } from '../api/registry';

export function nodeBuildInfo(): BuildInfo {
  let commit = process.env.AKASHA_BUILD_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dirname(fileURLToPath(import.meta.url)), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    } catch {
      commit = 'unknown';
    }
  }
  return { apiVersion: 'v1', commit };
}
