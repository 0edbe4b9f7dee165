/**
 * The widgets bundle (src/widgets): `vite build --config vite.widgets.config.ts` writes
 * dist/widgets/ with akasha-widgets.js (ES module, Lit included), the engine Worker and the
 * swisseph.wasm / swisseph.data assets. Every URL between them is relative to the importing
 * file (`new URL(..., import.meta.url)`), so the folder works wherever it is copied.
 *
 * Library mode inlines every imported asset as a data: URL; the ephemeris files (2 MB of data,
 * 0.5 MB of wasm) must stay files, so `keepEphemerisFiles` marks their imports `no-inline`, and
 * leaves alone the Emscripten glue's own `new URL("swisseph.wasm", import.meta.url)` (never
 * used: our loader hands the glue the compiled module), which would otherwise inline the wasm
 * a second time into the Worker as base64.
 * Runs after the app build (`npm run build`), which empties dist/ first.
 */
import { defineConfig, type Plugin } from 'vite';
import { browserStubs } from './scripts/vite-browser-stubs.mjs';
import { buildCommit } from './scripts/build-commit.mjs';

/** `#swisseph-wasm?url` -> `#swisseph-wasm?url&no-inline` (and the same for the data). */
function keepEphemerisFiles(): Plugin {
  const glueUrl = /new URL\((["'`]swisseph\.wasm["'`]\s*,\s*import\.meta\.url)\)/g;
  return {
    name: 'akasha-keep-ephemeris-files',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]wasm[\\/]vendor[\\/]swisseph\.js$/.test(id.split('?')[0]!)) return null;
      return { code: code.replace(glueUrl, 'new URL(/* @vite-ignore */ $1)'), map: null };
    },
    async resolveId(id, importer, options) {
      if (!/^#swisseph-(wasm|data)\?url$/.test(id)) return null;
      const resolved = await this.resolve(id.replace(/\?url$/, ''), importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?url&no-inline` : null;
    },
  };
}

export default defineConfig({
  base: './',
  publicDir: false,
  define: { __BUILD_COMMIT__: JSON.stringify(buildCommit()) },
  plugins: [browserStubs(), keepEphemerisFiles()],
  worker: {
    format: 'es',
    plugins: () => [browserStubs(), keepEphemerisFiles()],
    rolldownOptions: { output: { entryFileNames: '[name]-[hash].js', assetFileNames: '[name]-[hash][extname]', minify: true } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist/widgets',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/widgets/index.ts',
      formats: ['es'],
      fileName: () => 'akasha-widgets.js',
    },
    rolldownOptions: {
      // Library mode leaves whitespace in ES output (for consumers' tree-shaking); this bundle
      // is loaded as is by web pages, so minify it fully.
      output: { assetFileNames: '[name]-[hash][extname]', chunkFileNames: '[name]-[hash].js', minify: true },
    },
  },
});
