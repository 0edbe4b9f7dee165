/**
 * Vite builds three bundles from one source tree: the app (index.html, Lit), the engine Worker
 * (module Worker, Comlink) and the service worker (vite-plugin-pwa, injectManifest, module).
 * `browserStubs` keeps the Node-only branch of the Swiss Ephemeris glue out of all three.
 */
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserStubs } from './scripts/vite-browser-stubs.mjs';
import { buildCommit } from './scripts/build-commit.mjs';

const commit = buildCommit();

/**
 * Settings for vite-plugin-pwa's own build of the service worker (an inline Vite build that
 * reads no config file, so they go in through its `buildPlugins`): it runs at warn level like
 * `npm start`'s app build; it asks for one file with `codeSplitting: false` (the plugin still
 * passes the deprecated `inlineDynamicImports`); and its size limit is 2 MB, because the
 * service worker carries the whole engine (about 1.6 MB) and must be one file: a service worker
 * cannot load code lazily with import().
 */
function serviceWorkerBuild(): Plugin {
  return {
    name: 'akasha-service-worker-build',
    config(config) {
      config.logLevel ??= 'warn';
      config.build ??= {};
      config.build.chunkSizeWarningLimit = 2048;
      const output = config.build.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete (output as { inlineDynamicImports?: boolean }).inlineDynamicImports;
        (output as { codeSplitting?: boolean }).codeSplitting = false;
      }
    },
  };
}

export default defineConfig({
  define: {
    __BUILD_COMMIT__: JSON.stringify(commit),
  },
  plugins: [
    browserStubs(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'autoUpdate',
      // The icons are in public/ and matched by globPatterns; listing them twice is noise.
      includeManifestIcons: false,
      manifest: {
        name: 'Akasha',
        short_name: 'Akasha',
        description: 'Offline-first Vedic astrology: panchang, kundli and the /v1 API, computed on your device with the Swiss Ephemeris.',
        theme_color: '#1b1640',
        background_color: '#0f0c29',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,wasm,data}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        rollupFormat: 'es',
        buildPlugins: { vite: [browserStubs(), serviceWorkerBuild()] },
      },
      // `npm run dev` serves the same service worker (unbundled, nothing precached: the
      // ephemeris then comes from the dev server), so /v1 works in development too.
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  worker: {
    format: 'es',
    plugins: () => [browserStubs()],
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // swisseph.data is 2 MB; inlining never applies to files this size, but be explicit.
    assetsInlineLimit: (file) => (/\.(wasm|data)$/.test(file) ? false : undefined),
  },
  preview: { port: 4173, strictPort: false },
});
