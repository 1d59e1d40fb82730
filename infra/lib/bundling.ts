// How every Lambda of the project is bundled: one esbuild configuration, used by ProjectFunction at synth time and by
// the bundle benchmark (bench/lambda-bundles.ts), so the figures measured are those of the code that is deployed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';

/** The repository root: esbuild resolves packages and tsconfig from here. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Lambda runs Node.js 22; the syntax target follows the runtime, not the Node that runs the build. */
export const LAMBDA_NODE_TARGET = 'node22';

/** The entry file is `index.mjs`, so every function's handler setting is `index.handler`. */
export const LAMBDA_ENTRY_NAME = 'index';
export const LAMBDA_HANDLER = `${LAMBDA_ENTRY_NAME}.handler`;

/**
 * An ES module has no `require`; some CommonJS dependencies that esbuild wraps still call it for Node built-ins.
 * Defining it from `createRequire` keeps them working in an `.mjs` bundle.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __projectCreateRequire } from 'node:module'; const require = __projectCreateRequire(import.meta.url);";

const ZOD_ENGLISH_ONLY = 'zod-english-only';

/**
 * zod 4 re-exports all of its ~50 message locales as a namespace (`export * as locales`), which esbuild cannot
 * tree-shake: about 250 KiB of minified code that every cold start would parse. The project configures no locale
 * (zod's default is English), so zod's own locale index is resolved to one that holds English only.
 */
export const zodEnglishOnly: Plugin = {
  name: ZOD_ENGLISH_ONLY,
  setup(build) {
    build.onResolve({ filter: /[\\/]locales[\\/]index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: args.path, namespace: ZOD_ENGLISH_ONLY }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: ZOD_ENGLISH_ONLY }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: REPO_ROOT,
      loader: 'js',
    }));
  },
};

/**
 * The esbuild options of one Lambda bundle. Minified ESM with code splitting: modules that the code only loads with
 * `import()` (the SDK's SSO, INI-file and web-identity credential providers, which Lambda never needs because its
 * credentials come from the environment) go to separate chunks that a cold start does not read. The AWS SDK is
 * bundled rather than taken from the runtime, so the deployed code runs the SDK version it was tested with.
 */
export function lambdaBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: { [LAMBDA_ENTRY_NAME]: isAbsolute(entry) ? entry : join(REPO_ROOT, entry) },
    outdir,
    bundle: true,
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    // Prefer packages' ES module builds: they tree-shake, their CommonJS builds do not.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    // Stack traces need the mappings, not the sources: leaving them out keeps the maps a third of the size.
    sourcesContent: false,
    banner: { js: ESM_REQUIRE_BANNER },
    external: [],
    plugins: [zodEnglishOnly],
    metafile: true,
    logLevel: 'warning',
  };
}

export interface BundleReport {
  /** Path of the entry file (index.mjs). */
  entryFile: string;
  /** Bytes of JavaScript a cold start loads: the entry and every chunk it imports statically. */
  coldStartBytes: number;
  /** Bytes of all JavaScript files in the bundle, lazily loaded chunks included (source maps excluded). */
  totalBytes: number;
}

/** Sums output sizes from esbuild's metafile: everything, and the static-import closure of the entry. */
export function summariseBundle(metafile: Metafile, entryPoint: string): BundleReport {
  const outputs = metafile.outputs;
  const scripts = Object.keys(outputs).filter((file) => !file.endsWith('.map'));
  // Chunks reached through import() are entry points too; the function's own entry is the one built from its source.
  const source = resolve(REPO_ROOT, entryPoint);
  const entry = scripts.find((file) => {
    const from = outputs[file]?.entryPoint;
    return from !== undefined && resolve(REPO_ROOT, from) === source;
  });
  if (!entry) throw new Error(`esbuild produced no entry file for ${entryPoint}`);
  const loaded = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
    }
  }
  const bytes = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + (outputs[file]?.bytes ?? 0), 0);
  return {
    entryFile: resolve(REPO_ROOT, entry),
    coldStartBytes: bytes(loaded),
    totalBytes: bytes(scripts),
  };
}

/**
 * Bundles one Lambda entry (a path relative to the repository root, or absolute) into `outdir`. The build runs in a
 * scratch directory at a fixed depth inside the repository, then is copied out: source maps name their sources
 * relative to the output, and chunk names hash the maps, so building in place would make the deployed bytes (and the
 * asset hash) depend on where CDK happens to stage the bundle.
 */
export async function bundleLambda(entry: string, outdir: string): Promise<BundleReport> {
  const { build } = await import('esbuild');
  const scratchRoot = join(REPO_ROOT, '.local', 'lambda-bundles');
  mkdirSync(scratchRoot, { recursive: true });
  const scratch = mkdtempSync(join(scratchRoot, 'build-'));
  try {
    const result = await build(lambdaBuildOptions(entry, scratch));
    const report = summariseBundle(result.metafile as Metafile, entry);
    mkdirSync(outdir, { recursive: true });
    cpSync(scratch, outdir, { recursive: true });
    return { ...report, entryFile: join(outdir, relative(scratch, report.entryFile)) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The same as bundleLambda, but synchronous, for CDK's local bundling hook (which is synchronous). esbuild plugins
 * only run in its asynchronous API, so the build runs in a child Node process that imports this module.
 */
export function bundleLambdaSync(entry: string, outdir: string): void {
  const moduleUrl = pathToFileURL(fileURLToPath(import.meta.url)).href;
  const script = `const m = await import(${JSON.stringify(moduleUrl)}); await m.bundleLambda(${JSON.stringify(entry)}, ${JSON.stringify(outdir)});`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.status !== 0) {
    throw new Error(`Bundling ${entry} failed (exit ${child.status ?? child.signal ?? 'unknown'})`);
  }
}
