// Build and dev-server settings for the SPA. One build serves every stage: runtime settings come from /config.json.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { relative, sep } from 'node:path';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes which source modules ended up in which chunk (dist/.vite/chunk-modules.json). The landing-page size
 * benchmark reads it to prove that no signed-in screen is bundled into what the public landing page downloads;
 * the manifest alone names only the entry modules of each chunk.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = item.moduleIds.map((id) => relative(repoRoot, id).split(sep).join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), tailwindcss(), chunkModules()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest maps each route module to its chunk and static imports (read by bench/landing-js.ts).
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    host: '127.0.0.1',
    // The SPA imports the project's shared/ folder, which sits outside this root.
    fs: { allow: [repoRoot] },
  },
  preview: { host: '127.0.0.1' },
});
