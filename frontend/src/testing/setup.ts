// Component test setup: jest-dom matchers, a clean DOM, no leftover toasts, stubs, stored sessions or fake clocks
// between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});
