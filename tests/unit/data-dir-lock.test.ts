import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirBusyError, processStartTime } from '@/lib/platform/db/data-dir-lock';

let dir: string;
let other: ChildProcess;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
});
afterEach(() => {
  other.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const leaveLock = (holder: object) => fs.writeFileSync(path.join(dir, 'db.lock'), JSON.stringify(holder));

describe('the embedded database lock', () => {
  it('refuses while another live process holds it, naming that process', () => {
    leaveLock({ pid: other.pid, cmd: 'next start', started: processStartTime(other.pid!) });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${other.pid} (next start)`);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    leaveLock({ pid: dead.pid, cmd: 'next start', started: '1' });
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('takes over a dead holder whose pid now belongs to another process (started at another time)', () => {
    leaveLock({ pid: other.pid, cmd: 'next start', started: '1' });
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      started: processStartTime(process.pid),
    });
    release();
  });
});
