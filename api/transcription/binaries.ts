import fs from 'node:fs';
import path from 'node:path';

/** The programs the local provider pipes audio through, and how a person would name them. */
export const LOCAL_BINARIES = {
  ffmpeg: 'ffmpeg',
  pocketsphinx_continuous: 'pocketsphinx',
} as const;

/** True when `command` is an executable file in one of the PATH directories. */
export function isOnPath(command: string, pathVariable = process.env.PATH ?? ''): boolean {
  return pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .some((directory) => {
      try {
        fs.accessSync(path.join(directory, command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Human names of the local provider's programs that are missing here, e.g. ['pocketsphinx']. */
export function missingLocalBinaries(): string[] {
  return Object.entries(LOCAL_BINARIES)
    .filter(([command]) => !isOnPath(command))
    .map(([, name]) => name);
}

/** The 503 text a user sees when the local engine cannot run on this machine. */
export function missingBinariesReason(missing: string[]): string {
  const verb = missing.length > 1 ? 'are' : 'is';
  return `Transcription is not available on this server: ${missing.join(' and ')} ${verb} not installed`;
}
