/**
 * The installable package's JavaScript (`npm pack` runs it from `prepack`), one build per mode:
 *   --mode node     dist/pkg/node/{index,msw}.js: the Fetch handler, the stores, the ephemeris and
 *                   the MSW handlers for Node; dependencies stay imports, the Swiss Ephemeris
 *                   files are found at run time through the package's `#swisseph-*` imports.
 *   --mode browser  dist/pkg/browser/msw.js: the browser MSW handlers (no engine: it runs in the kit's Worker).
 *   --mode kit      dist/pkg/kit/{engine.worker,handle,sw}.js: self-contained modules that
 *                   `npx akasha init` copies, with swisseph.wasm and swisseph.data, to a public folder.
 */
import { builtinModules } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { browserStubs } from './scripts/vite-browser-stubs.mjs';
import { buildCommit } from './scripts/build-commit.mjs';

/** The glue's own `new URL("swisseph.wasm", import.meta.url)` is never used (our loader hands it the module); keep it from inlining the wasm. */
function ignoreGlueUrl(): Plugin {
  const glueUrl = /new URL\((["'`]swisseph\.wasm["'`]\s*,\s*import\.meta\.url)\)/g;
  return {
    name: 'akasha-ignore-glue-url',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]wasm[\\/]vendor[\\/]swisseph\.js$/.test(id.split('?')[0]!)) return null;
      return { code: code.replace(glueUrl, 'new URL(/* @vite-ignore */ $1)'), map: null };
    },
  };
}

const nodeExternal = (id: string) =>
  id.startsWith('#swisseph-') || id.startsWith('node:') || builtinModules.includes(id) || /^[a-z@][^:]*$/i.test(id) && !id.startsWith('/');

export default defineConfig(({ mode }) => {
  const define = { __BUILD_COMMIT__: JSON.stringify(buildCommit()) };
  if (mode === 'node') {
    return {
      define,
      publicDir: false,
      build: {
        ssr: true, target: 'node20', outDir: 'dist/pkg/node', emptyOutDir: true, sourcemap: false, copyPublicDir: false,
        rolldownOptions: {
          input: { index: 'src/lib/node.ts', msw: 'src/msw/node.ts' },
          external: nodeExternal,
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    };
  }
  if (mode === 'browser') {
    return {
      define,
      publicDir: false,
      build: {
        target: 'es2022', outDir: 'dist/pkg/browser', emptyOutDir: true, sourcemap: false, copyPublicDir: false,
        lib: { entry: { msw: 'src/msw/browser.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` },
        rolldownOptions: { external: (id) => id === 'msw' || id.startsWith('msw/') },
      },
    };
  }
  if (mode === 'kit') {
    return {
      define,
      publicDir: false,
      plugins: [browserStubs(), ignoreGlueUrl()],
      build: {
        target: 'es2022', outDir: 'dist/pkg/kit', emptyOutDir: true, sourcemap: false, copyPublicDir: false,
        lib: {
          entry: { 'engine.worker': 'src/kit/engine.worker.ts', handle: 'src/kit/handle.ts', sw: 'src/kit/sw.ts' },
          formats: ['es'], fileName: (_f, name) => `${name}.js`,
        },
        rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js', minify: true } },
      },
    };
  }
  throw new Error(`vite.package.config.ts: --mode node, browser or kit (got ${mode})`);
});
