import fs from 'node:fs';

export interface ChildProcessInfo {
  pid: number;
  /** Its arguments joined by spaces (a `bash -c` script in full). */
  commandLine: string;
}

/**
 * The processes whose parent is `parentPid`, read from Linux's /proc (no `ps` needed).
 * A process that ends while being read is left out.
 */
export function childProcessesOf(parentPid: number): ChildProcessInfo[] {
  const children: ChildProcessInfo[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may contain spaces: the fields after it are split.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parentPid) continue;
      const commandLine = fs
        .readFileSync(`/proc/${entry}/cmdline`, 'utf8')
        .split('\0')
        .join(' ')
        .trim();
      children.push({ pid: Number(entry), commandLine });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}
