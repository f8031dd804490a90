import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const DEMO = path.join(SRC, 'demo');

/** Every module specifier of a file: imports, re-exports and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function reachesDemo(file: string): boolean {
  return [...fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)].some(([, specifier]) => {
    if (!specifier!.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), specifier!);
    return target === DEMO || target.startsWith(DEMO + path.sep);
  });
}

describe('the demo catalogue', () => {
  it('is reached by production code only where an empty database is seeded', () => {
    const importers = sourceFiles(SRC)
      .filter((file) => !file.startsWith(DEMO + path.sep))
      .filter(reachesDemo)
      .map((file) => path.relative(SRC, file));
    // The demo is data: everything else works the same for an owner's own catalogue.
    expect(importers).toEqual([path.join('plugins', 'database.ts')]);
  });
});
