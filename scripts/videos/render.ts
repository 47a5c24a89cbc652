import { Frame } from './canvas';
import { frac } from './motion';
import { scenes } from './scenes';

/**
 * `render.ts info <scene>` prints "width height fps frames";
 * `render.ts frames <scene>` writes its raw RGB frames to stdout for ffmpeg;
 * `render.ts list` prints every scene name.
 */
export const FPS = 24;

async function main() {
  const [command, name] = process.argv.slice(2);
  if (command === 'list') {
    process.stdout.write(`${scenes.map((scene) => scene.name).join('\n')}\n`);
    return;
  }
  const scene = scenes.find((candidate) => candidate.name === name);
  if (!scene) throw new Error(`Unknown scene "${name}"`);
  const count = Math.round(scene.seconds * FPS);
  if (command === 'info') {
    process.stdout.write(`${scene.width} ${scene.height} ${FPS} ${count}\n`);
    return;
  }
  if (command !== 'frames')
    throw new Error('Usage: render.ts list | info <scene> | frames <scene>');
  const frame = new Frame(scene.width, scene.height);
  for (let i = 0; i < count; i++) {
    scene.draw(frame, frac(scene.posterPhase + i / count));
    if (!process.stdout.write(frame.toRgb24())) {
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
