// Runtime configuration: /config.json is requested as the app starts, so that one build serves every stage.
// Public pages never wait for it; only screens that need it (sign-in, for example) show its error. It is checked
// against the shared contract when first read: the contract brings zod, which the landing page does not need
// before a form is used.
import type { RuntimeConfig } from '@shared/contracts/config';

export const CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let rawConfig: Promise<unknown> | null = null;
let config: Promise<RuntimeConfig> | null = null;

async function fetchConfigJson(): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(CONFIG_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError(
      'Could not load the site settings. Check your connection and reload the page.',
    );
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `Could not load the site settings (${response.status}). Please reload the page.`,
    );
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new RuntimeConfigError('The site settings are not valid JSON. Please reload the page.');
  }
}

/** Remembers a pending or successful load; a failure is forgotten, so the next caller tries again. */
function once<T>(
  get: () => Promise<T> | null,
  set: (p: Promise<T> | null) => void,
  run: () => Promise<T>,
): Promise<T> {
  const existing = get();
  if (existing) return existing;
  const started = run().catch((error: unknown) => {
    set(null);
    throw error;
  });
  set(started);
  return started;
}

const configJson = () =>
  once(
    () => rawConfig,
    (p) => (rawConfig = p),
    fetchConfigJson,
  );

/** Starts the request at app start without waiting for it (errors surface where the config is read). */
export function prefetchRuntimeConfig(): void {
  configJson().catch(() => undefined);
}

/** The validated configuration. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return once(
    () => config,
    (p) => (config = p),
    async () => {
      const json = await configJson();
      const { runtimeConfigSchema } = await import('@shared/contracts/config');
      const parsed = runtimeConfigSchema.safeParse(json);
      if (!parsed.success) {
        // Fetch the file again next time: a deployment may have fixed it since.
        rawConfig = null;
        throw new RuntimeConfigError('The site settings are incomplete. Please contact support.');
      }
      return parsed.data;
    },
  );
}

/**
 * The API origin prefix. CloudFront and the local gateway serve /api/* on the page's own origin, so when the
 * configuration cannot be read the same origin ('') is the right guess and public calls still work.
 */
export async function apiBaseUrl(): Promise<string> {
  try {
    return (await loadRuntimeConfig()).apiBaseUrl.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
