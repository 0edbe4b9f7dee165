/**
 * Property tests draw new random inputs on every local run (that is how they keep finding
 * edge cases); in CI (CI=true) they use one fixed seed so that a submission's result does not
 * depend on the draw. A failure prints its seed and path, so any local finding can be replayed.
 */
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 20261121 });
