/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that
 * with a `new Function('')` it catches. Under the pages' Content-Security-Policy
 * (no 'unsafe-eval') the probe still raises a CSP violation report, so the app tells
 * zod up front not to try. Zod reads this global when it loads, so this module must
 * run before any module that imports zod: app/main.tsx imports it first.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
