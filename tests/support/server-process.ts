import { spawn } from 'node:child_process';

export interface ServerProcess {
  base: string;
  port: number;
  /** The server's process id (the bench reads its CPU time). */
  pid: number;
  /** Ends the process (SIGTERM; SIGKILL to simulate a crash) and waits for it; at once if it already ended. */
  close(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * A server process (the real one, `server/main.ts`, unless `script` names another, such as the
 * compiled `build/server/main.js`) on
 * 127.0.0.1:`port`, ready once `readyPath` answers; rejects if it exits or takes over
 * `startupMs` (60 s by default).
 * Its log is not read: a pipe nobody drains fills up and blocks the server.
 */
export async function startServerProcess(
  root: string,
  options: { port: number; env?: Record<string, string>; script?: string; nodeFlags?: string[]; readyPath?: string; startupMs?: number },
): Promise<ServerProcess> {
  const { port } = options;
  const script = options.script ?? 'server/main.ts';
  // Compiled JavaScript (build/server/main.js) runs as production runs it, without tsx.
  const flags = options.nodeFlags ?? [];
  const child = spawn(process.execPath, script.endsWith('.js') ? [...flags, script] : [...flags, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const startupMs = options.startupMs ?? 60_000;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on port ${port} exited before it answered`);
    try {
      if ((await fetch(`${base}${options.readyPath ?? '/api/session'}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not start within ${startupMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    port,
    pid: child.pid!,
    async close(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
