import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** Parley's one theme (app/ui/theme.css.ts `color.background`): splash screen and title bar. */
const THEME_BACKGROUND = '#0a0b0f';

/**
 * The installable PWA. app/pwa/serviceWorker.ts registers /sw.js itself with
 * workbox-window, and a new version waits (`prompt`) until the page applies it: an
 * update must never reload the page mid-interview (docs: design.md, offline rule 6).
 * `vite build` only; `npm run dev` has no service worker.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  // The icons already match globPatterns below; the plugin would list them a second time.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Parley',
    short_name: 'Parley',
    description:
      'AI-driven voice interviews with industry experts. Answers are kept on your device until they reach Parley, even offline.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_BACKGROUND,
    background_color: THEME_BACKGROUND,
    // Made by app/pwa/icons/make-icons.sh.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell, every route's chunk (an interview link opened once must work offline
    // in full), styles, icons and the video posters. The plugin adds the web manifest.
    globPatterns: ['**/*.{html,js,css,png,svg,webp,woff2}'],
    navigateFallback: '/index.html',
    // The API answers for itself; a cached index.html there would hide a real error.
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so chunks it loads later come from
    // the precache even if the network drops before the next reload. Updates still wait
    // for applyUpdate() (no skipWaiting here).
    clientsClaim: true,
    runtimeCaching: [
      // The marketing videos (app/public/videos, ~660 kB together) are not precached:
      // they are decorative, their posters are precached, and precaching would download
      // all eleven onto the phone of every expert who opens an interview link. One that
      // has played is kept for offline visits. The server answers Range requests with
      // the whole file (200), which is what gets cached; the range plugin then serves
      // the parts <video> asks for. A 206 from a proxy is not cached (statuses) and the
      // video simply streams. /api/* has no rule on purpose: it always goes to the network.
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/videos/') && url.pathname.endsWith('.webm'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'parley-videos',
          cacheableResponse: { statuses: [200] },
          rangeRequests: true,
          expiration: { maxEntries: 20 },
        },
      },
    ],
  },
});

/**
 * Every text asset also as `.br` (Brotli's best) and `.gz` (gzip's best) beside it,
 * compressed once here rather than on every request. koa-static serves the variant the
 * browser accepts with the original's Content-Type (api/web/staticApp.ts). Images,
 * fonts and videos are compressed formats already.
 */
const precompress = compression({
  include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
  exclude: [/server-chunks\//, /entry-server\.js$/],
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  skipIfLargerOrEqual: true,
});

/**
 * `vite build` builds the browser app and, beside it in `<outDir>/.ssr/`, the server
 * renderer of its first-open screens (app/entry-server.tsx, used by
 * api/web/prerender.ts). The dot keeps it out of what koa-static serves and out of the
 * service worker's precache. Worker and precompressed twins are for the browser only.
 */
const serverRenderer: Plugin = {
  name: 'parley-server-renderer',
  configEnvironment(name, _environment, { command }) {
    if (name !== 'ssr' || command !== 'build') return;
    return {
      // Self-contained, so a build in any folder (the tests build into /tmp) runs as is.
      resolve: { noExternal: true },
      // React's production build, whatever NODE_ENV the server runs with: the development
      // one is slower and writes error stacks into the HTML.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: path.join(clientOutDir, '.ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rollupOptions: {
          input: path.resolve('app/entry-server.tsx'),
          // Named apart so the precompression below can leave them out.
          output: { entryFileNames: '[name].js', chunkFileNames: 'server-chunks/[name]-[hash].js' },
        },
      },
    };
  },
  config(config) {
    clientOutDir = path.resolve(config.root ?? '.', config.build?.outDir ?? 'dist');
  },
};
let clientOutDir = '';

function browserOnly(plugin: PluginOption): PluginOption {
  if (Array.isArray(plugin)) return plugin.map(browserOnly);
  if (plugin && typeof plugin === 'object' && 'name' in plugin)
    return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' };
  return plugin;
}

export default defineConfig({
  root: 'app',
  builder: {},
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // bench/ reads it to measure what the home page loads before it is interactive.
    manifest: true,
    rollupOptions: {
      output: {
        // Every page needs React, the router and react-query before it can be used: one
        // chunk compresses better than the pieces Rolldown would otherwise share out
        // (about 2 kB gzip less on the home page's first load).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The same for the controls every screen draws (buttons, links and their press
            // feedback, with what they import): many small shared chunks otherwise, about
            // 2 kB gzip more. (The entry imports no styles, so none of this reaches it.)
            {
              name: 'controls',
              test: /app[\\/]ui[\\/](Button|Link|NavButton|usePressDelay|visuallyHidden)\b/,
            },
          ],
        },
      },
    },
    modulePreload: {
      // A lazy screen's chunk imports its shared chunks itself; preloading them too saved
      // one round trip on its first opening, but the list of names lives in the entry the
      // home page loads (about 1.5 kB gzip for every screen). The home page's own budget
      // wins: screens fetch what they import, and the service worker serves it all from
      // its cache after the first visit. Stylesheets are not affected (Vite keeps them).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      // Every browser Parley supports preloads modules itself (Chromium, Firefox 115+,
      // Safari 17+); the polyfill would be in the entry every page loads.
      polyfill: false,
    },
  },
  // Vitest reads this file too, so .css.ts modules compile in unit tests as well.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    serverRenderer,
    browserOnly(pwa),
    browserOnly(precompress),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    root: '.',
    include: [
      'api/**/*.test.ts',
      'sync/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'eval/**/*.test.ts',
    ],
    // Component tests run in Chromium: vitest.components.config.ts (npm run test:components).
    exclude: ['**/node_modules/**', 'app/**/*.browser.test.tsx'],
    globalSetup: ['api/test/globalSetup.ts'],
    // Each test file gets its own database; two workers match the two cores here.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it has imported from one file to the next: every file
    // starts its own app on its own database (api/test/testApp.ts), and importing the API
    // afresh per file was 40% of the suite's time (337 s of 1,139 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
