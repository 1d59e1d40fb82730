// Landing-page JavaScript budget: the gzipped size of every script the browser must download before "/" is
// interactive (the entry chunk, its static imports, which Vite modulepreloads, and the "/" route's lazy chunk
// with its static imports). Chunks fetched later on demand (form validation on first use, the mobile menu on
// first open, other pages) are not counted. Also checks that no signed-in screen is bundled into that set.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchSection } from './types';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const FRONTEND = join(REPO, 'frontend');
const DIST = join(FRONTEND, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const CHUNK_MODULES = join(DIST, '.vite', 'chunk-modules.json');

export const TARGET_KIB = 120;
/** The "/" route module, as the manifest names it (relative to frontend/). */
export const LANDING_ROUTE = 'src/app/routes/landing.tsx';

/**
 * Source modules that belong to signed-in screens: their route modules live in frontend/src/app/routes/app/, their
 * features carry the screen's name, and markdown rendering is only used behind sign-in.
 */
export const SIGNED_IN_MODULES: RegExp[] = [
  /^frontend\/src\/app\/routes\/app\//,
  /^frontend\/src\/features\/(auth|dashboard|feed|policies|my-policies|training|business-profile|admin|payments?|assessment|policy-assessment)\//,
  /(^|\/)node_modules\/(react-markdown|remark-gfm|aws-amplify|@aws-amplify)\//,
];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of `keys` and, transitively, of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The chunks downloaded before the landing page is interactive: entry + static imports + the "/" route's. */
export function landingChunks(manifest: Manifest, routeKey = LANDING_ROUTE): Set<string> {
  const entries = Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([k]) => k);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the Vite manifest, found ${entries.length}`);
  if (!manifest[routeKey])
    throw new Error(`The Vite manifest has no chunk for the landing route ${routeKey}`);
  return staticClosure(manifest, [...entries, routeKey]);
}

/** Source modules inside `files` that belong to signed-in screens. */
export function signedInModulesIn(files: Iterable<string>, chunkModules: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const id of chunkModules[file] ?? []) {
      if (SIGNED_IN_MODULES.some((re) => re.test(id))) found.push(`${file}: ${id}`);
    }
  }
  return found;
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** True when frontend/dist was built after the last change to the SPA's sources, shared code or dependencies. */
function distIsFresh(): boolean {
  if (!existsSync(MANIFEST) || !existsSync(CHUNK_MODULES)) return false;
  const built = statSync(MANIFEST).mtimeMs;
  const inputs = [
    join(FRONTEND, 'src'),
    join(FRONTEND, 'index.html'),
    join(FRONTEND, 'vite.config.ts'),
    join(REPO, 'shared'),
    join(REPO, 'package-lock.json'),
  ];
  const publicDir = join(FRONTEND, 'public');
  if (existsSync(publicDir)) inputs.push(publicDir);
  return inputs.filter(existsSync).every((p) => newestMtime(p) <= built);
}

async function buildSpa(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(FRONTEND, 'vite.config.ts'), logLevel: 'warn' });
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Builds the SPA when frontend/dist is missing or stale; true when it built. */
export async function ensureSpaBuilt(): Promise<boolean> {
  if (distIsFresh()) return false;
  await buildSpa();
  return true;
}

export async function measure(): Promise<BenchSection> {
  const rebuilt = await ensureSpaBuilt();

  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const chunkModules = JSON.parse(readFileSync(CHUNK_MODULES, 'utf8')) as Record<string, string[]>;
  const keys = landingChunks(manifest);
  const files = [...keys].map((k) => (manifest[k] as ManifestChunk).file);

  let raw = 0;
  let gzip = 0;
  const perChunk: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    perChunk.push(`${file} ${kib(gz)} KiB gz`);
  }
  const css = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []));
  const cssGzip = [...css].reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length,
    0,
  );

  const signedIn = signedInModulesIn(files, chunkModules);
  const signedInRoutes = Object.values(manifest).filter(
    (c) => c.isDynamicEntry && c.src && SIGNED_IN_MODULES[0]?.test(`frontend/${c.src}`),
  );
  const notes = [
    rebuilt
      ? 'Built the SPA (frontend/dist was missing or older than its sources).'
      : 'Reused frontend/dist (up to date).',
    `Landing chunks (${files.length}): ${perChunk.join(', ')}.`,
    signedIn.length === 0
      ? `No signed-in screen code in the landing set (${signedInRoutes.length} signed-in route chunk(s) exist, all loaded only on their routes).`
      : `SIGNED-IN CODE IN THE LANDING SET: ${signedIn.join('; ')}`,
  ];
  if (signedIn.length) console.error(notes[2]);

  return {
    section: 'Landing page JavaScript',
    figures: [
      { name: 'Initial JS for / (gzip)', value: kib(gzip), unit: 'KiB', target: TARGET_KIB },
      { name: 'Initial JS for / (uncompressed)', value: kib(raw), unit: 'KiB' },
      { name: 'Initial CSS for / (gzip)', value: kib(cssGzip), unit: 'KiB' },
      { name: 'Signed-in modules in the landing set', value: signedIn.length, unit: 'modules', target: 0 },
    ],
    notes,
  };
}

// Run directly: node --import tsx bench/landing-js.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await measure();
  console.log(JSON.stringify(section, null, 2));
}
