import fs from 'node:fs/promises';
import { buildProjectModel } from './projectModel';

/**
 * `buildCli.ts <dir> <texts.json>` (under tsx, or built beside the server by
 * scripts/buildServer.ts): builds one project's language model in its own process, so the
 * server's event loop never waits the seconds it takes (reading the generic model, mixing,
 * writing). Prints the files as JSON.
 */
const [dir, textsFile] = process.argv.slice(2);
// Started detached (its own process group, so a timeout can kill all of it), this process
// would carry on alone for its seconds of work if the server or worker that asked were
// killed. Orphaned, it is reparented: stop then, as nobody will read the result.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(70);
}, 500).unref();
if (!dir || !textsFile) {
  console.error('usage: buildCli.ts <model dir> <texts.json>');
  process.exit(64);
}
const texts = JSON.parse(await fs.readFile(textsFile, 'utf8')) as string[];
console.log(JSON.stringify(await buildProjectModel(dir, texts)));
