// Component test setup: jest-dom matchers, a clean DOM, no leftover toasts, stubs, stored sessions or fake clocks
// between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 5 s (1 s by default): the node and component projects share two cores in CI, and a
// lazy route or a query can take longer than a second to settle there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
