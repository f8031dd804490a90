import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

const STORAGE_KEY = 'scrollPositions';
/** Enough history for Back and Forward; older entries are dropped when the tab is left. */
const KEPT_ENTRIES = 50;

/** Scroll positions by history entry (location.key), kept in the tab's session across reloads. */
const positions = new Map<string, number>();
let current = '';
let keepNext = false;
let savedRead = false;

function readSaved() {
  if (savedRead) return;
  savedRead = true;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    for (const [key, y] of saved) positions.set(key, y);
  } catch {
    // Unreadable or blocked storage: positions are simply not restored after a reload.
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // Storage full or blocked: nothing to restore next time, nothing lost now.
  }
}

/**
 * The next navigation keeps the scroll position: it changes what a screen shows (a filter, a
 * size) rather than opening a new page.
 */
export function keepScrollOnNextNavigation() {
  keepNext = true;
}

/**
 * Parts below the fold are laid out only as they near the screen, with an assumed height until
 * then (index.css, `below-fold`): a position saved over parts drawn at their real heights meant
 * another place on a page whose parts were not drawn yet (a desktop's home page came back about
 * 1,200 px off). They are laid out for the restore, and skipped again two frames later, when the
 * browser has remembered their real heights.
 */
function restoreScroll(y: number) {
  const root = document.documentElement;
  root.dataset.restoringScroll = '';
  window.scrollTo(0, y);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      delete root.dataset.restoringScroll;
    }),
  );
}

/**
 * What shoppers expect of pages: a new page opens at its top (or at its #anchor), Back and
 * Forward return to where they were, and so does a reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    readSaved();
    const first = current === '';
    current = location.key;
    const keep = keepNext;
    keepNext = false;
    const saved = positions.get(location.key);
    // A reloaded page that the shopper already scrolled (before it was hydrated) stays put.
    const restore = saved !== undefined && !(first && window.scrollY > 0) ? saved : null;
    if (navigationType === 'POP' && restore !== null) restoreScroll(restore);
    else if (keep || navigationType === 'POP') return;
    else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
