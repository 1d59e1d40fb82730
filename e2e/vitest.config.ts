// Browser journeys: Debian's Chromium driven by playwright-core against a fresh local stack on free ports.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // s3rver's list pagination needs the legacy OpenSSL provider (DESIGN.md section 8).
    execArgv: ['--openssl-legacy-provider'],
  },
});
