// Toasts without the toast library in the first download: the calls are the library's own (sonner's `toast.success`
// and friends), made once its code has loaded. The outlet (`<Toaster />`) mounts when the browser is idle after the
// page has loaded, or at the first toast, whichever comes first; sonner hands toasts made before it mounted to it.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = string;

let library: Promise<Sonner> | null = null;
const wanted = new Set<() => void>();
let outletWanted = false;

/** The toast library, loaded once. */
export function loadToastLibrary(): Promise<Sonner> {
  library ??= import('sonner').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** Asks for the outlet to be mounted (see `useToastOutlet`). */
export function requestToastOutlet(): void {
  if (outletWanted) return;
  outletWanted = true;
  for (const notify of wanted) notify();
}

/** For the outlet's host: subscribe to the request and read it. */
export const toastOutlet = {
  subscribe(onChange: () => void): () => void {
    wanted.add(onChange);
    return () => wanted.delete(onChange);
  },
  wanted: () => outletWanted,
};

function show(call: (toast: Sonner['toast']) => void): void {
  requestToastOutlet();
  loadToastLibrary()
    .then(({ toast }) => call(toast))
    .catch((error: unknown) => console.error('Could not show a message', error));
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((t) => t.error(message, data)),
  info: (message: Message, data?: ExternalToast) => show((t) => t.info(message, data)),
  /** Closes one toast, or all of them; nothing to do when the library never loaded (no toast was shown). */
  dismiss: (id?: string | number) => {
    if (library) void library.then(({ toast: t }) => t.dismiss(id)).catch(() => undefined);
  },
};
