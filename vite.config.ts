import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // bench/ reads it to measure what the home page loads before it is interactive.
    manifest: true,
  },
  // Vitest reads this file too, so .css.ts modules compile in unit tests as well.
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    root: '.',
    include: ['api/**/*.test.ts', 'sync/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    globalSetup: ['api/test/globalSetup.ts'],
    // Each test file gets its own database; two workers match the two cores here.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
