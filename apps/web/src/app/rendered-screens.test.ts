import { describe, expect, it } from 'vitest';
import { pageTraits } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { isShellHidden } from './layout/shell-visibility';
import { fetchRenderedFooter, fetchRenderedScreen } from './rendered-screens';
import { matchScreen } from './screens';

/** A path of the page, its parameters filled in. */
const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `${name}1`);

// The entry's table is written apart from the router's (it must not import the app): for every
// page of the table, both name the same screen where the server renders it, and the entry none
// where it does not.
describe('the entry’s table of rendered screens', () => {
  it('fetches the screen the router shows at each page the server renders, and only there', async () => {
    for (const page of Object.values(paths)) {
      const path = pathOf(page.path);
      const shown = await matchScreen(path)!.screen.load();
      const fetched = fetchRenderedScreen(path);
      if (shown.handle?.firstScreen) expect(await fetched, path).toBe(shown);
      else expect(fetched, path).toBeNull();
    }
  }, 60_000);

  it('fetches the footer’s code with each rendered page that shows the footer, and only there', async () => {
    const footer = await import('@/features/footer/components/footer');
    for (const page of Object.values(paths)) {
      const path = pathOf(page.path);
      const rendered = fetchRenderedScreen(path) !== null;
      const fetched = fetchRenderedFooter(path);
      if (rendered && !isShellHidden(path)) expect(await fetched, path).toBe(footer);
      else expect(fetched, path).toBeNull();
    }
  }, 60_000);
});

// The page table says which pages the server renders and with which route module (`rendered`);
// the router's table must agree, both ways.
describe('the page table’s rendered pages', () => {
  it('are shown by the route module they name, which exports what its first screen needs', async () => {
    for (const page of pageTraits().filter((p) => p.rendered)) {
      const path = pathOf(page.path);
      const shown = await matchScreen(path)!.screen.load();
      const named: unknown = await import(`./routes/${page.rendered}.tsx`);
      expect(shown, path).toBe(named);
      expect(shown.handle?.firstScreen, path).toBeTypeOf('function');
    }
  }, 60_000);

  it('leave out no page whose screen the server could render', async () => {
    for (const page of pageTraits().filter((p) => !p.rendered)) {
      const shown = await matchScreen(pathOf(page.path))!.screen.load();
      expect(shown.handle?.firstScreen, page.path).toBeUndefined();
    }
  }, 60_000);
});
