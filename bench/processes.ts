// Child processes for the benchmarks, and what the kernel says they hold in memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * A Node program in its own process, quiet unless it fails. The program is read from stdin, so no
 * script name shows in the process list for someone's `pkill -f serve.ts` to match.
 */
export function spawnNode(name: string, program: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--input-type=module'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  child.stdin!.end(program);
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.on('exit', (code, signal) => {
    if (code !== 0 && !child.killed) console.error(`${name}: exited with ${signal ?? code}`);
  });
  return child;
}

export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => (response.body?.cancel(), true),
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function parentOf(pid: number): number | null {
  try {
    // The command name may hold spaces and parentheses: the parent pid follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The first process named `name` whose ancestry leads to `root` (e.g. the workerd that mini-oxygen starts). */
export function descendantNamed(root: number, name: string): number | null {
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm !== name) continue;
    for (let ancestor = parentOf(pid); ancestor && ancestor > 1; ancestor = parentOf(ancestor)) {
      if (ancestor === root) return pid;
    }
  }
  return null;
}

/** Resident memory (VmRSS) of a process in MB, as text; '-' once it is gone. */
export function rssMegabytes(pid: number): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return (kb / 1024).toFixed(0);
  } catch {
    return '-';
  }
}
