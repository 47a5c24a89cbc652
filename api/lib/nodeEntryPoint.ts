/**
 * How node runs one of Parley's entry points as a process of its own: TypeScript through tsx
 * (`npm run dev`, the tests), a file of the server build (scripts/buildServer.ts) with its
 * source map, as `npm start` runs it, so a stack trace names the TypeScript lines either way.
 */
export function nodeArgsFor(script: string): string[] {
  return script.endsWith('.ts') ? ['--import', 'tsx', script] : ['--enable-source-maps', script];
}
