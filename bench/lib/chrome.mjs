// Debian's chromium, headless, for Lighthouse: no sandbox (containers, CI) and nothing that
// reaches for the network on its own (the machine has no internet).
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...FLAGS],
  });
}

/** The same Chromium driven by playwright-core, for benches that act on the page (first-tap.mjs). */
export async function launchPlaywrightChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: FLAGS,
  });
}
