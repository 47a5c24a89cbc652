import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Builds the server into plain JavaScript (`dist-server/`), which `npm start`, `npm run api`
 * and `npm run worker` run with node itself. Run from source under tsx instead, every
 * function expression is wrapped in a call that names it at run time (esbuild's keepNames,
 * which tsx always sets): on the cheapest reads, where the server makes a few dozen closures
 * per request, that was 7–13 % of the request rate (docs/SCALING.md).
 *
 * One file per process entry point, with the npm packages left as imports (node_modules is
 * beside it), and a source map, so a logged stack trace names the TypeScript lines. Takes
 * about a second; `npm run dev` and the tests still run the TypeScript as it is.
 *
 *   tsx scripts/buildServer.ts [outDir]   (default dist-server)
 */
export const SERVER_BUILD_DIR = 'dist-server';
/** What `npm start` runs, relative to the checkout (and what the tests that start real servers run). */
export const BUILT_SERVER = `${SERVER_BUILD_DIR}/server.js`;

/** The entry points a server process runs: the server, and the child it starts per language model. */
const ENTRY_POINTS = {
  server: 'api/server.ts',
  // Started by api/transcription/languageModel/projectModels.ts as the file beside it.
  buildCli: 'api/transcription/languageModel/buildCli.ts',
};

export async function buildServer(outDir = SERVER_BUILD_DIR) {
  const root = path.resolve(import.meta.dirname, '..');
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  await fs.mkdir(path.resolve(root, outDir), { recursive: true });
  // Each file is written aside and renamed into place: `npm run api` and `npm run worker`
  // started together on one checkout both build, and neither may start a half-written file.
  await Promise.all(
    outputFiles.map(async ({ path: file, contents }) => {
      const aside = `${file}.${process.pid}.tmp`;
      await fs.writeFile(aside, contents);
      await fs.rename(aside, file);
    }),
  );
}

let built: Promise<void> | undefined;

/** Builds into SERVER_BUILD_DIR once per process: what a process starting servers calls first. */
export function buildServerOnce(): Promise<void> {
  built ??= buildServer();
  return built;
}

if (import.meta.filename === process.argv[1]) await buildServer(process.argv[2]);
