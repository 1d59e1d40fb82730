// Scrolling on navigation, as browsers do for multi-page sites: a new page starts at the top, a link to #anchor (for
// example /#subscribe) scrolls to it once the page has rendered it, and Back or Forward returns to where the reader
// was on that page. Positions are kept per history entry in sessionStorage, so they survive a reload.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** How long to wait for a lazy page to render the anchor, or to grow tall enough for the saved position. */
const SETTLE_MS = 2000;

function readPositions(): Record<string, number> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    // Keep the store small: the most recent 50 entries are all Back can reach in practice.
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be full or blocked: then Back starts at the top, which is still correct.
  }
}

/** Calls `attempt` on each frame until it returns true or the time is up. */
function retry(attempt: () => boolean): () => void {
  const deadline = performance.now() + SETTLE_MS;
  let frame = 0;
  const tick = () => {
    if (attempt() || performance.now() > deadline) return;
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

/** Scrolls at once, as a page load does: the stylesheet's smooth scrolling is for links within a page. */
function jumpTo(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen and the reader's last position on it. The position is read when it changes (scroll) and at
  // the moment of leaving (a click on a link, Back or Forward), while the old page is still in the document.
  const current = useRef({ key: location.key, y: 0 });

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => {
      current.current.y = window.scrollY;
    };
    let frame = 0;
    const onScroll = () => {
      remember();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(current.current.key, current.current.y));
    };
    const onHide = () => savePosition(current.current.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    // Capture phase: before the router acts on the click or on Back.
    document.addEventListener('click', remember, true);
    window.addEventListener('popstate', remember, true);
    window.addEventListener('pagehide', onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', remember, true);
      window.removeEventListener('popstate', remember, true);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  // Before the browser paints the new page, so that it never shows at the old position first.
  useLayoutEffect(() => {
    const left = current.current;
    if (left.key !== location.key) savePosition(left.key, left.y);
    current.current = { key: location.key, y: window.scrollY };

    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) {
        return retry(() => {
          const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
          jumpTo(reachable ? saved : document.documentElement.scrollHeight);
          return reachable;
        });
      }
    }
    if (id) {
      return retry(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return Boolean(target);
      });
    }
    if (navigationType !== 'POP') jumpTo(0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
