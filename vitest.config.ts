// Unit, handler, integration and CDK tests (node) plus frontend component tests (happy-dom).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./frontend/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['{shared,functions,infra,bench,eval}/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // s3rver's list pagination needs the legacy OpenSSL provider (DESIGN.md section 8).
          execArgv: ['--openssl-legacy-provider'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'frontend',
          environment: 'happy-dom',
          include: ['frontend/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/src/testing/setup.ts'],
          // A journey of many typed keys and clicks takes longer than the 5 s default on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
