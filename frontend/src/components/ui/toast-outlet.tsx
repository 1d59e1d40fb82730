// Where toasts appear. The outlet and the toast library load after the page (when the browser is idle) or at the
// first toast, so that neither is part of the first download.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToastOutlet, toastOutlet } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** After the load event, leave this long for the page's own code and content before fetching the outlet. */
const AFTER_LOAD_MS = 1500;

/** Runs `task` a little after the page has loaded, when the browser has a moment to spare. */
function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idleThen = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 3000 });
    else task();
  };
  const schedule = () => {
    timer = setTimeout(idleThen, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function ToastOutlet() {
  const wanted = useSyncExternalStore(toastOutlet.subscribe, toastOutlet.wanted, () => false);
  useEffect(() => (wanted ? undefined : whenIdle(requestToastOutlet)), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
