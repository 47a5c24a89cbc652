import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * Component tests (`*.browser.test.tsx`): React components in Debian's Chromium with a
 * fake microphone (a tone), real MediaRecorder and IndexedDB, and /api proxied to the
 * real server that `app/test/componentServer.ts` starts on COMPONENT_API_PORT.
 * `npm run test:components`; `npm run test:api` keeps running the node tests.
 */
const API_ORIGIN = `http://127.0.0.1:${Number(process.env.COMPONENT_API_PORT ?? 3190)}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: {
      // One origin as the browser sees it, like the app behind a reverse proxy: the
      // server's cross-site check compares Origin with its own host.
      '/api': {
        target: API_ORIGIN,
        changeOrigin: true,
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', API_ORIGIN);
          }),
      },
    },
  },
  test: {
    include: ['app/**/*.browser.test.tsx'],
    globalSetup: ['app/test/componentServer.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
        contextOptions: { permissions: ['microphone'] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
