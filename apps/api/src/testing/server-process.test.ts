import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stopServerProcess, watchProcess } from './server-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopServerProcess', () => {
  it('kills the whole tree of a server that ignores SIGTERM, leaving no process behind', async () => {
    // A parent and a child that both ignore SIGTERM, like a primary and a worker stuck in a failed test.
    const script = `
      process.on('SIGTERM', () => {});
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
      console.log(child.pid);
      setInterval(() => {}, 1000);`;
    const server = watchProcess(
      spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    let childPid = 0;
    while (!childPid) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      childPid = Number(server.output().trim());
    }
    const parentPid = server.child.pid!;

    try {
      await stopServerProcess(server, 500);

      expect(await server.exited).toBe('SIGKILL');
      await expect.poll(() => alive(childPid), { timeout: 5_000 }).toBe(false);
      expect(alive(parentPid)).toBe(false);
    } finally {
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  });

  it('is a no-op for a server that has already ended', async () => {
    const server = watchProcess(spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }));
    expect(await server.exited).toBe(0);
    await stopServerProcess(server, 500);
    expect(await server.exited).toBe(0);
  });
});
