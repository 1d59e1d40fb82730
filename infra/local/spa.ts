// Builds the SPA for `npm start` when frontend/dist is missing or older than its sources, so a fresh clone works
// with `npm ci && npm start` and a later start skips the build when nothing changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTEND_CONFIG_FILE, FRONTEND_DIR, REPO_ROOT, SPA_DIST_DIR } from './settings';

const SKIP = new Set(['dist', 'node_modules', '.vite']);

/** The newest modification time of any file under dir (skipping build output). */
export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Why the SPA needs a build, or null when frontend/dist is up to date. */
export function spaBuildReason(
  distDir: string = SPA_DIST_DIR,
  sources: readonly string[] = [FRONTEND_DIR, join(REPO_ROOT, 'shared')],
): string | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const built = statSync(index).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built) ? 'sources changed since the last build' : null;
}

/** Runs Vite's production build with the frontend's own config. Throws with Vite's message on failure. */
export async function buildSpa(): Promise<void> {
  if (!existsSync(FRONTEND_CONFIG_FILE)) throw new Error(`${FRONTEND_CONFIG_FILE} not found`);
  const { build } = await import('vite');
  await build({ configFile: FRONTEND_CONFIG_FILE, logLevel: 'warn', clearScreen: false });
}
