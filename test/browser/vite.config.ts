/**
 * Builds the @web/test-runner component tests with Vite (same TypeScript, `?url` assets, Worker
 * bundling and Node stubs as the app), into test-artifacts/wtr/, which the runner then serves
 * as plain files. Also writes node-reference.json: Node's answers for the inputs the browser
 * tests compute, so the browser is checked against the Node engine, not against itself.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { browserStubs } from '../../scripts/vite-browser-stubs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const outDir = join(root, 'test-artifacts', 'wtr');
const entries = Object.fromEntries(
  readdirSync(here).filter((f) => f.endsWith('.test.ts')).map((f) => [f.replace(/\.test\.ts$/, ''), join(here, f)]),
);

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  define: { __BUILD_COMMIT__: JSON.stringify('browser-test') },
  plugins: [
    browserStubs(),
    {
      name: 'akasha-node-reference',
      closeBundle() {
        execFileSync(process.execPath, ['--import', 'tsx', join(here, 'node-reference.ts'), join(outDir, 'node-reference.json')], { stdio: 'inherit', cwd: root });
      },
    },
  ],
  worker: { format: 'es', plugins: () => [browserStubs()] },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    modulePreload: false,
    rollupOptions: {
      input: entries,
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: '[name].test.js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
});
