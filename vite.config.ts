/**
 * Vite builds three bundles from one source tree: the app (index.html, Lit), the engine Worker
 * (module Worker, Comlink) and the service worker (vite-plugin-pwa, injectManifest, module).
 * `browserStubs` keeps the Node-only branch of the Swiss Ephemeris glue out of all three.
 */
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserStubs } from './scripts/vite-browser-stubs.mjs';
import { buildCommit } from './scripts/build-commit.mjs';

const commit = buildCommit();

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
        buildPlugins: { vite: [browserStubs()] },
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
