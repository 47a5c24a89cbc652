import fs from 'node:fs/promises';
import { buildProjectModel } from './projectModel';

/**
 * `node --import tsx buildCli.ts <dir> <texts.json>`: builds one project's language
 * model in its own process, so the server's event loop never waits the seconds it
 * takes (reading the generic model, mixing, writing). Prints the files as JSON.
 */
const [dir, textsFile] = process.argv.slice(2);
if (!dir || !textsFile) {
  console.error('usage: buildCli.ts <model dir> <texts.json>');
  process.exit(64);
}
const texts = JSON.parse(await fs.readFile(textsFile, 'utf8')) as string[];
console.log(JSON.stringify(await buildProjectModel(dir, texts)));
