import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client';
import { DataDirectoryInUseError } from '#db/data-directory-lock';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const IN_USE = /La base de données intégrée de .* est déjà ouverte par un autre processus \(pid \d+\) : PGlite ne sert qu'un processus à la fois\./;

const temporaryDataDir = () => mkdtempSync(path.join(tmpdir(), 'action-plus-lock-'));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

/** Node itself with tsx's loader (not the tsx command, which runs Node as a child): the pid is the one that holds the lock. */
function start(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(started: Started, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(started.output())) {
    if (started.child.exitCode !== null) throw new Error(`process ended before ${pattern}:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function open(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  handles.push(handle);
  return handle;
}

describe('the embedded database serves one process', { timeout: 120_000 }, () => {
  it('a second open of the same DATA_DIR is refused in French, and allowed once the first has closed', async () => {
    const dataDir = temporaryDataDir();
    const first = await open(dataDir);

    const refused = openDatabase({ dataDir });
    await expect(refused).rejects.toBeInstanceOf(DataDirectoryInUseError);
    await expect(refused).rejects.toThrow(IN_USE);
    await expect(refused).rejects.toThrow(`(pid ${process.pid})`);

    await first.close();
    handles.splice(handles.indexOf(first), 1);
    const reopened = await open(dataDir);
    expect(reopened.kind).toBe('pglite');
    // Another directory was never held.
    await open(temporaryDataDir());
  });

  it('a process killed while it held the directory does not keep it locked', async () => {
    const dataDir = temporaryDataDir();
    const lockModule = path.join(SERVER_DIR, 'src/db/data-directory-lock.ts');
    const holder = start(
      [
        '--input-type=module',
        '-e',
        `import { lockDataDirectory } from ${JSON.stringify(lockModule)}; lockDataDirectory(${JSON.stringify(dataDir)}); console.log('verrou pris'); setInterval(() => {}, 1000);`,
      ],
      {},
    );
    await waitForOutput(holder, /verrou pris/);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`(pid ${holder.child.pid})`);

    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(existsSync(path.join(dataDir, 'database.lock'))).toBe(true);
    expect((await open(dataDir)).kind).toBe('pglite');
  });

  // Perl (Debian's essential perl-base) forks a child that exits at once and never waits for it. A shell could not
  // be trusted with this: `sh -c 'true & …; exec sleep'` sometimes reaps `true` before its exec, leaving no zombie.
  it.runIf(existsSync('/proc/self/stat') && existsSync('/usr/bin/perl'))(
    'a lock naming a process that has ended but is not yet reaped (a zombie) is taken over',
    async () => {
      const dataDir = temporaryDataDir();
      const parent = spawn('/usr/bin/perl', ['-e', '$| = 1; my $pid = fork() // die; exit 0 if $pid == 0; print "$pid\\n"; sleep 60;'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      children.push(parent);
      const zombie = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))));
      const deadline = Date.now() + 10_000;
      while (!/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8'))) {
        if (Date.now() > deadline) throw new Error(`process ${zombie} did not become a zombie`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      writeFileSync(path.join(dataDir, 'database.lock'), `${zombie}\n`);
      expect((await open(dataDir)).kind).toBe('pglite');
    },
  );

  it('a lock naming this very process, left by a previous life of it (a restarted container), is taken over', async () => {
    const dataDir = temporaryDataDir();
    writeFileSync(path.join(dataDir, 'database.lock'), `${process.pid}\n`);
    expect((await open(dataDir)).kind).toBe('pglite');
  });

  it('a second server, and create-admin, refuse to start beside a running server; once it stops, create-admin works', async () => {
    const dataDir = temporaryDataDir();
    const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), ADMIN_PASSWORD: 'un-mot-de-passe-long' };
    const server = start(['src/main.ts'], { ...env, PORT: String(await findFreePort()) });
    await waitForOutput(server, /Server listening at/);

    const secondServer = start(['src/main.ts'], { ...env, PORT: String(await findFreePort()) });
    expect(await secondServer.exited).toBe(1);
    expect(secondServer.output()).toMatch(IN_USE);
    expect(secondServer.output()).toContain(`(pid `);

    const createAdmin = () => start(['src/cli/create-admin.ts', '--email', 'tresorerie@exemple.fr', '--password', 'un-autre-mot-de-passe'], env);
    const besideServer = createAdmin();
    expect(await besideServer.exited).toBe(1);
    expect(besideServer.output()).toMatch(IN_USE);
    expect(besideServer.output()).toContain("arrêtez d'abord le site, lancez la commande, puis redémarrez-le");

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const afterServer = createAdmin();
    expect(await afterServer.exited).toBe(0);
    expect(afterServer.output()).toContain('Administrateur créé : tresorerie@exemple.fr');
  });
});
