// Sums the gzipped JS the home page needs before it can render: the entry, its static imports,
// the home screen chunk and its static imports (DESIGN.md budget: under 150 KB).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w{},\s*$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    walk(m[1]);
}
walk(entry);
const entryCode = readFileSync(join(dist, 'assets', entry), 'utf8');
const home =
  /["']\.\/(home-[^"']+\.js)["']/.exec(entryCode)?.[1] ??
  [...seen]
    .map(
      (f) =>
        /["'](?:\.\/|\/assets\/)?(home-[^"']+\.js)["']/.exec(
          readFileSync(join(dist, 'assets', f), 'utf8'),
        )?.[1],
    )
    .find(Boolean);
if (home) walk(home);
let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(dist, 'assets', file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip)`);
