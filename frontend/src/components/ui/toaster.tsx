// The toast outlet: one toast visible at a time, each shown for 5 seconds (spec sections 4 and 9). On a wide screen it
// sits below the sticky header; on a phone, where a toast is as wide as the screen, it sits at the bottom so that it
// never covers the page's heading or the card that says the same thing.
import { useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@shared/constants';

/** Sonner's own phone breakpoint: under it, toasts take the full width of the screen. */
export const PHONE_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export function Toaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={phone ? 'bottom-center' : 'top-center'}
      // Below the sticky header, so that a toast never hides the navigation.
      offset={{ top: 76 }}
      mobileOffset={{ bottom: 16, left: 12, right: 12 }}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'font-sans text-slate-900! border-slate-200!',
          title: 'font-semibold!',
          description: 'text-slate-700!',
        },
      }}
    />
  );
}
