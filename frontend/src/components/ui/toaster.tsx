// The toast outlet: one toast visible at a time, each shown for 5 seconds (spec sections 4 and 9).
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@shared/constants';

export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      // Below the sticky header, so that a toast never hides the navigation.
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
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
