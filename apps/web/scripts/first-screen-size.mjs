// Sums the gzipped JavaScript each server-rendered page loads before it runs (budget: under
// 150 KB, docs/decisions/pages-and-performance.md, Pages that feel instant): the entry, the app
// (src/boot.tsx), the page's screen and the footer, which hydration needs because the server
// rendered it, each with its static imports. Read from Vite's manifest. What loads later, once the
// page is idle (the toaster), is not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const shared = ['index.html', 'src/boot.tsx', 'src/features/footer/components/footer.tsx'];
const pages = {
  home: 'src/app/routes/home.tsx',
  listing: 'src/app/routes/products.tsx',
  product: 'src/app/routes/product-detail.tsx',
};

function files(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
let largest = 0;
for (const [page, screen] of Object.entries(pages)) {
  const sizes = files([...shared, screen]).map((file) => [file, gzipKb(file)]);
  const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
  largest = Math.max(largest, total);
  console.log(`\n${page}:`);
  for (const [file, kb] of sizes.sort((a, b) => b[1] - a[1]))
    console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`${total.toFixed(1).padStart(7)} KB  ${page} total (gzip)`);
}
console.log(`${largest.toFixed(1).padStart(7)} KB  largest page total (gzip)`);
