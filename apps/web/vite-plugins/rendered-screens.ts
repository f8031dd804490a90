import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { pageTraits } from '../../../packages/shared/src/page-urls';

/** What src/app/rendered-screens.ts imports (src/rendered-screens.d.ts types it). */
const MODULE = 'virtual:rendered-screens';
const RESOLVED = `\0${MODULE}`;

const ROUTES = fileURLToPath(new URL('../src/app/routes/', import.meta.url));

const ESCAPED = /[.*+?^${}()|[\]\\/]/g;

/** A page pattern as the entry tests a pathname against it: each ':name' one segment. */
function patternSource(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '^\\/$';
  const source = segments
    .map((segment) => `\\/${segment.startsWith(':') ? '[^/]+' : segment.replace(ESCAPED, '\\$&')}`)
    .join('');
  return `^${source}\\/?$`;
}

/**
 * The entry's table of the screens the server renders, made from the page table
 * (packages/shared/src/page-urls.ts, `rendered` and `bare`) as the build reads it: each page's
 * pattern, a lazy import of its route module, and whether it shows the footer. Generated rather
 * than imported, so the entry carries neither the page table nor a pattern compiler: only the
 * patterns and the imports, as a table written by hand would.
 */
export function renderedScreens(): Plugin {
  return {
    name: 'kesariya-rendered-screens',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const rows = pageTraits().flatMap((page) =>
        page.rendered
          ? [
              `  [/${patternSource(page.path)}/, () => import(${JSON.stringify(`${ROUTES}${page.rendered}.tsx`)}), ${!page.bare}],`,
            ]
          : [],
      );
      return `export default [\n${rows.join('\n')}\n];\n`;
    },
  };
}
