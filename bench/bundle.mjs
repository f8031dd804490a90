// Where the first screen's JavaScript goes (the budget is in
// docs/decisions/pages-and-performance.md, Pages that feel instant): builds the storefront with
// source maps into a temporary folder, takes the files each server-rendered page loads before it
// runs (apps/web/scripts/first-screen-size.mjs), and splits their gzipped bytes by what they came
// from: each npm package, and our own code by folder of apps/web/src and packages/shared, read from
// the source maps.
//   node bundle.mjs [--pages home,listing,product] [--depth 3] [--top 25]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { FIRST_SCREENS, firstScreenFiles } from '../apps/web/scripts/first-screen-size.mjs';
import { root } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: Object.keys(FIRST_SCREENS).join(',') },
    // Folders of our own code kept apart: src/features/cart is depth 3.
    depth: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
  },
});

const dist = mkdtempSync(join(tmpdir(), 'kesariya-bundle-'));
try {
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--sourcemap',
      'true',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the storefront build failed');
  for (const page of values.pages.split(',')) {
    const files = firstScreenFiles(dist, page);
    const groups = new Map();
    let gzipTotal = 0;
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      gzipTotal += gzipSync(code).length;
      for (const [source, text] of bySource(
        code,
        readFileSync(join(dist, `${file}.map`), 'utf8'),
      )) {
        const group = groupOf(source);
        groups.set(group, (groups.get(group) ?? '') + text);
      }
    }
    // Each source's code compressed on its own: a little more than its share of the files' gzip.
    const rows = [...groups]
      .map(([group, text]) => [group, { bytes: text.length, gzip: gzipSync(text).length }])
      .sort((a, b) => b[1].gzip - a[1].gzip);
    const total = rows.reduce((sum, [, g]) => sum + g.gzip, 0);
    console.log(
      `\n${page}: ${files.length} files, ${(gzipTotal / 1024).toFixed(1)} KB gzip as served`,
    );
    console.log('| from | KB gzip | KB raw | share |');
    console.log('|---|---|---|---|');
    for (const [group, g] of rows.slice(0, Number(values.top)))
      console.log(
        `| ${group} | ${(g.gzip / 1024).toFixed(1)} | ${(g.bytes / 1024).toFixed(1)} | ${((100 * g.gzip) / total).toFixed(0)} % |`,
      );
    const rest = rows.slice(Number(values.top));
    if (rest.length)
      console.log(
        `| ${rest.length} more | ${(rest.reduce((sum, [, g]) => sum + g.gzip, 0) / 1024).toFixed(1)} | | |`,
      );
  }
} finally {
  rmSync(dist, { recursive: true, force: true });
}

/**
 * The generated code of one built file, split by the source each stretch was made from: a stretch
 * runs from one mapping to the next on its line. Code no mapping covers (the bundler's own glue)
 * counts as "(bundler)".
 */
function bySource(code, map) {
  const traced = new TraceMap(map);
  const lines = code.split('\n');
  const marks = lines.map(() => []);
  eachMapping(traced, (m) =>
    marks[m.generatedLine - 1]?.push({ column: m.generatedColumn, source: m.source }),
  );
  const texts = new Map();
  const add = (source, text) => texts.set(source, (texts.get(source) ?? '') + text);
  for (const [i, line] of lines.entries()) {
    const on = marks[i].sort((a, b) => a.column - b.column);
    add('(bundler)', line.slice(0, on[0]?.column ?? line.length));
    for (const [j, mark] of on.entries())
      add(mark.source ?? '(bundler)', line.slice(mark.column, on[j + 1]?.column ?? line.length));
  }
  return texts;
}

/** An npm package by its name, our own code by its folder, the rest (the bundler's glue) as it is. */
function groupOf(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  const own = /(apps\/web\/src|packages\/shared\/src)\/(.*)/.exec(source);
  if (!own) return source;
  const parts = own[2].split('/');
  const depth = Number(values.depth) - 1;
  return `${own[1]}/${parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0]}`;
}
