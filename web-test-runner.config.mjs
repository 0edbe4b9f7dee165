// @web/test-runner: component tests in real headless Chromium (the system's /usr/bin/chromium;
// never a downloaded browser). The tests are TypeScript built by Vite first
// (vite build --config test/browser/vite.config.ts -> test-artifacts/wtr/), so the runner only
// serves files. The service worker and offline tests need a production build and live in
// test/browser/sw.e2e.mjs.
import { playwrightLauncher } from '@web/test-runner-playwright';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default {
  rootDir: '.',
  files: ['test-artifacts/wtr/*.test.js'],
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 60_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    }),
  ],
};
