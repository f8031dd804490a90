import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// Browsers come from Debian (/usr/bin/chromium); Playwright's own download cannot work here.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The back office specs that change what every shopper sees (docs/decisions/back-office.md, Store
 * rules).
 */
const STORE_WIDE_SETTINGS = /(admin-settings|prepaid-nudge)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Separate folders let runs side by side (E2E_PORT too) keep their traces: each run empties its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Chromium is what loads the CPU: more workers gain little on two cores, and trip the back
  // office's login limit, which counts every test's staff login from one address.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test took a third of the suite's time; a failure's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: STORE_WIDE_SETTINGS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // The back office is tested at 1280 px; its phone checks set the width themselves, except the
      // order list's, which runs here (admin-orders.spec.ts).
      testIgnore: [/admin-(catalogue|shell|staff)\.spec\.ts$/, STORE_WIDE_SETTINGS],
      use: {
        // The phone's layout at 390 px is what these check. Pixel 7's 2.6 device pixels to the CSS
        // pixel would have Chromium, with no GPU here, rasterise every page about seven times over.
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      // Switching a module off or changing the banner shows on every page of the shared test
      // server: these run alone, once the other specs are done.
      name: 'store-settings',
      testMatch: STORE_WIDE_SETTINGS,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${BASE_URL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
