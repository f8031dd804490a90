// Sums the gzipped JavaScript each server-rendered page loads before it runs (budget: at most
// 100 KB, docs/decisions/pages-and-performance.md, Pages that feel instant): the entry, the app
// (src/boot.tsx), the page's screen and the footer, which hydration needs because the server
// rendered it, each with its static imports. Read from Vite's manifest. What loads later, once the
// page is idle (the toaster), is not counted. bench/bundle.mjs imports `firstScreenFiles` to say
// where the bytes go.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = ['index.html', 'src/boot.tsx', 'src/features/footer/components/footer.tsx'];
export const FIRST_SCREENS = {
  home: 'src/app/routes/home.tsx',
  listing: 'src/app/routes/products.tsx',
  product: 'src/app/routes/product-detail.tsx',
};

/**
 * The JavaScript files (relative to `dist`) a page's first screen loads, from the build's Vite
 * manifest (index.html's own entry there is its stylesheet).
 */
export function firstScreenFiles(dist, page) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  [...shared, FIRST_SCREENS[page]].forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  let largest = 0;
  for (const page of Object.keys(FIRST_SCREENS)) {
    const sizes = firstScreenFiles(dist, page).map((file) => [file, gzipKb(file)]);
    const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
    largest = Math.max(largest, total);
    console.log(`\n${page}:`);
    for (const [file, kb] of sizes.sort((a, b) => b[1] - a[1]))
      console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
    console.log(`${total.toFixed(1).padStart(7)} KB  ${page} total (gzip)`);
  }
  console.log(`${largest.toFixed(1).padStart(7)} KB  largest page total (gzip)`);
}
