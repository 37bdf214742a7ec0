import { defineConfig } from '@playwright/test';

import type { ModeOptions } from './e2e/fixtures';
import { e2ePorts } from './e2e/ports';
import { WAIT } from './e2e/waits';
// Debian's Chromium, never a downloaded browser; its flags are checked by test/scripts/chromium-flags.test.ts.
import debianChromium from './scripts/chromium.json';

/** E2E_PORT moves all four ports, so two checkouts can run their journeys side by side. */
const { offline: PORT, local: LOCAL_PORT, dev: DEV_PORT } = e2ePorts();

/**
 * The sign-up, sign-in, signing and passkey journeys run in local mode only: their path crosses the real adapters in
 * ways the browser decides (Cognito's library, links opened elsewhere, the signing frame, WebAuthn). Offline mode's
 * screens and browser code are the same, over adapters whose contract suites run in Jest; journey.spec.ts signs up
 * through them.
 */
const LOCAL_ONLY_SPECS = '{auth,passkeys,signing,sign-up-confirmation}.spec.ts';
/**
 * Both projects: the whole product, the footer's year and the dashboard's frame (each build's pre-render writes them,
 * the frame for that mode's stored session) and the steps a sign-in can lead to (each mode's pool answers them). The other journeys
 * are the same path over the same adapters, which the Jest contract suites and e2e/local/ already run against
 * local-backend: offline only.
 */
const SHARED_SPECS = '{dashboard-frame,footer-year,journey,removal-proof,sign-in-steps}.spec.ts';

export default defineConfig<ModeOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: WAIT.journey,
  expect: { timeout: WAIT.step },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? debianChromium.path, args: debianChromium.args },
    // Recording a trace for every journey costs about a seventh of the suite's time; to see a failure
    // step by step, run again with `npx playwright test --trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    // Every spec outside local/ and dev/ but the local-only ones.
    { name: 'offline', testIgnore: ['local/**', 'dev/**', LOCAL_ONLY_SPECS], use: { mode: 'offline', baseURL: `http://127.0.0.1:${PORT}` } },
    // Faults in local-backend are set per person, so local journeys run in parallel too.
    // On `localhost`: local-backend's passkey relying party is the app's host, and WebAuthn refuses an IP address.
    { name: 'local', testMatch: ['local/**/*.spec.ts', SHARED_SPECS, LOCAL_ONLY_SPECS], use: { mode: 'local', baseURL: `http://localhost:${LOCAL_PORT}` } },
    // The developer routes, which only the development server has (every production bundle redirects them).
    // Its bundle is unminified with inline source maps: a page takes several times as long to load.
    {
      name: 'dev',
      testMatch: 'dev/**/*.spec.ts',
      timeout: WAIT.journey * 2,
      expect: { timeout: WAIT.slow },
      use: { mode: 'offline', baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  // Four production-size builds start side by side (offline, the dev server, two local-mode builds):
  // on two busy cores that took over three minutes, so each server gets ten.
  webServer: [
    {
      // The offline production build: the same bundle a developer can serve, with every port faked.
      command: `npm run build:offline && npx tsx scripts/serve-static.ts dist/offline ${PORT}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: WAIT.build,
    },
    {
      // The offline development server (`npm start`, hot reload off): the build the developer routes open in.
      command: `npx webpack serve --env mode=offline --no-hot --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: WAIT.build,
    },
    {
      // Local mode: the real adapters against local-backend on loopback.
      command: 'npx tsx scripts/serve-local.ts',
      url: `http://127.0.0.1:${LOCAL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: WAIT.build,
    },
  ],
});
