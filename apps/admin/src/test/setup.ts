import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A test that runs in Node (lint-rules.test.ts) has no page to prepare.
if (typeof window !== 'undefined') prepareThePage();

function prepareThePage() {
  // findBy… and waitFor give up after 1 s by default: on a two-core CI, with the browser tests
  // beside them, a screen that loads its next screen lazily can take longer than that to show it.
  configure({ asyncUtilTimeout: 5_000 });

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  // jsdom has no matchMedia; the layout reads it for the 1024 px breakpoint. Tests pick a width
  // through `window.innerWidth`.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const width = window.innerWidth;
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  }

  // jsdom does not scroll; the router's scroll restoration calls this on every navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
