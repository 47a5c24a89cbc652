import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Runs `use` with a fresh path in a directory of its own under `tempDir`, named like the
 * key's last part (tools such as ffmpeg and OpenAI's upload look at the extension), and
 * deletes it all afterwards, whatever happened.
 */
export async function withTempFile<T>(
  tempDir: string,
  key: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  await fs.mkdir(tempDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(tempDir, 'storage-'));
  try {
    return await use(path.join(dir, path.posix.basename(key)));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
