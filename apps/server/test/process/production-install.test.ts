import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@action-plus/test-stand-ins/free-port';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '#test/support/test-database';

/**
 * What the container image runs, done without Docker (decision 029): the files the Dockerfile's
 * final stage copies, taken from this tree once built, `npm ci --omit=dev` on that copy, then the
 * final stage's CMD and HEALTHCHECK. On PostgreSQL when TEST_DATABASE_URL is set, as compose.yaml
 * runs it; on the embedded database otherwise.
 */
const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const SERVER_DIR = path.join(ROOT_DIR, 'apps/server');
/** Building (about 30 s alone) and installing (from npm's cache, up to 2 min) on a busy 2-core machine. */
const PREPARE_TIMEOUT_MS = 600_000;
const START_TIMEOUT_MS = 120_000;
const ADMIN = { email: 'presidence@exemple.fr', password: 'Installation-production-2026' };

interface CommandResult {
  code: number | null;
  output: string;
}

/** The environment of a child that stands alone: no variable the npm running these tests set. */
function standaloneEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_|^INIT_CWD$/i.test(name)));
  return { ...environment, ...overrides };
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? standaloneEnvironment({}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// ————— The Dockerfile's final stage, as the test follows it —————

interface Copy {
  /** 'build' for COPY --from=build (the built tree), 'context' for the build context (the repository). */
  from: 'build' | 'context';
  sources: string[];
  destination: string;
}

interface FinalStage {
  copies: Copy[];
  runs: string[];
  environment: Record<string, string>;
  user: string | undefined;
  volumes: string[];
  healthcheck: string[];
  command: string[];
}

const WORKDIR = '/app';

/** Relative to the image's working directory, which is the repository's root in this tree. */
const insideApp = (target: string) => (target.startsWith(`${WORKDIR}/`) ? target.slice(WORKDIR.length + 1) : target.replace(/^\.\//, ''));

function readFinalStage(): FinalStage {
  const instructions = readFileSync(path.join(ROOT_DIR, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const lastFrom = instructions.findLastIndex((line) => /^FROM\s/i.test(line));
  const stage: FinalStage = { copies: [], runs: [], environment: {}, user: undefined, volumes: [], healthcheck: [], command: [] };
  for (const instruction of instructions.slice(lastFrom + 1)) {
    const [keyword = '', ...rest] = instruction.split(/\s+/);
    const argument = instruction.slice(keyword.length).trim();
    switch (keyword.toUpperCase()) {
      case 'COPY': {
        const flags = rest.filter((token) => token.startsWith('--'));
        const paths = rest.filter((token) => !token.startsWith('--'));
        const from = flags.some((flag) => flag === '--from=build') ? 'build' : 'context';
        stage.copies.push({ from, sources: paths.slice(0, -1).map(insideApp), destination: insideApp(paths.at(-1)!) });
        break;
      }
      case 'RUN':
        stage.runs.push(argument);
        break;
      case 'ENV':
        for (const pair of rest) {
          const [name = '', value = ''] = pair.split('=');
          stage.environment[name] = value;
        }
        break;
      case 'USER':
        stage.user = argument;
        break;
      case 'VOLUME':
        stage.volumes.push(argument);
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(argument.slice(argument.indexOf('CMD') + 3)) as string[];
        break;
      case 'CMD':
        stage.command = JSON.parse(argument) as string[];
        break;
      default:
        break;
    }
  }
  return stage;
}

/** Where each COPY puts each of its sources: a folder's content into the destination, files into a destination ending in '/'. */
const placesOf = (copy: Copy) =>
  copy.sources.map((source) => ({
    source,
    destination: copy.destination.endsWith('/') || copy.sources.length > 1 ? path.join(copy.destination, path.basename(source)) : copy.destination,
  }));

function copyAsTheImageDoes(copies: Copy[], targetDir: string) {
  for (const { source, destination } of copies.flatMap(placesOf)) cpSync(path.join(ROOT_DIR, source), path.join(targetDir, destination), { recursive: true });
  // As a checkout would leave them, the files taken from the repository (the package.json files)
  // are newer than the build: that must not make npm start try to rebuild.
  const later = new Date(Date.now() + 60_000);
  for (const { destination } of copies.filter((copy) => copy.from === 'context').flatMap(placesOf)) utimesSync(path.join(targetDir, destination), later, later);
}

// ————— What the bundles import —————

const IMPORT_PATTERNS = [
  /(?:^|[\n;])\s*(?:import|export)\s[^;"'`]*?\bfrom\s*"([^"]+)"/g,
  /(?:^|[\n;])\s*import\s*"([^"]+)"/g,
  /\bimport\(\s*"([^"]+)"\s*\)/g,
  /(?:^|[^\w$.])(?:__)?require\(\s*"([^"]+)"\s*\)/g,
];

/** The packages (not Node's own modules) the JavaScript files under `dir` import by name. */
function packagesImportedUnder(dir: string): Set<string> {
  const packages = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.m?js$/.test(file)) continue;
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const pattern of IMPORT_PATTERNS) {
      for (const [, specifier = ''] of code.matchAll(pattern)) {
        if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) continue;
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
  }
  return packages;
}

async function buildIfStale() {
  // What npm start does before it serves: build what is missing or older than its sources.
  const build = await run(process.execPath, ['--input-type=module', '-e', "import { ensureBuilt } from './scripts/ensure-built.mjs'; await ensureBuilt();"], {
    cwd: ROOT_DIR,
    timeoutMs: PREPARE_TIMEOUT_MS / 2,
  });
  if (build.code !== 0) throw new Error(`npm run build a échoué (code ${build.code}) :\n${build.output}`);
}

describe('the built tree with production dependencies only, as the image runs it', () => {
  const copyDir = mkdtempSync(path.join(tmpdir(), 'action-plus-production-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'action-plus-production-data-'));
  const stage = readFinalStage();
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  let siteEnvironment: NodeJS.ProcessEnv;
  let baseUrl: string;
  let server: ReturnType<typeof spawn> | undefined;
  let serverOutput = '';
  let serverExit: Promise<number | null>;

  beforeAll(async () => {
    await buildIfStale();
    copyAsTheImageDoes(stage.copies, copyDir);

    const install = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: copyDir,
      env: standaloneEnvironment(stage.environment),
      timeoutMs: PREPARE_TIMEOUT_MS / 2,
    });
    if (install.code !== 0) throw new Error(`npm ci --omit=dev a échoué (code ${install.code}) :\n${install.output}`);

    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    if (process.env.TEST_DATABASE_URL) database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL, 'action_plus_production');
    siteEnvironment = standaloneEnvironment({
      ...stage.environment,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: '',
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: 'un-secret-de-production-de-plus-de-32-caracteres',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    });
    const [command = '', ...args] = stage.command;
    server = spawn(command, args, { cwd: copyDir, env: siteEnvironment, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString()).slice(-8000)));
    server.stderr!.on('data', (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString()).slice(-8000)));
    serverExit = new Promise((resolve) => server!.once('exit', resolve));
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté au démarrage (code ${server.exitCode}) :\n${serverOutput}`);
      if (Date.now() > deadline) throw new Error(`le serveur ne répond pas après ${START_TIMEOUT_MS} ms :\n${serverOutput}`);
      const answered = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, PREPARE_TIMEOUT_MS + START_TIMEOUT_MS);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await serverExit;
    }
    await database?.drop();
    // A node_modules of some 150 MB: removing it alone took a minute on the busy 2-core machine.
    await Promise.all([rm(copyDir, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
  }, PREPARE_TIMEOUT_MS / 2);

  it('runs as a user of its own, from a final stage that installs the production dependencies only and keeps the data in a volume', () => {
    expect(stage.runs.some((line) => /\bnpm ci\b[^&]*--omit=dev/.test(line))).toBe(true);
    expect(stage.environment).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/app/data' });
    expect(stage.user).toBe('node');
    expect(stage.volumes).toContain('/app/data');
    expect(stage.command).toContain('apps/server/dist/main.js');
  });

  it('installs no build tool and no test tool', () => {
    for (const tool of ['vite', 'esbuild', 'tsx', 'vitest', 'drizzle-kit', '@playwright/test', 'oidc-provider']) {
      expect(existsSync(path.join(copyDir, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it("imports, from the server's bundle, only packages the server declares as dependencies, and nothing from the web renderer", () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const undeclared = [...packagesImportedUnder(path.join(SERVER_DIR, 'dist'))].filter((name) => !(name in dependencies));
    expect(undeclared).toEqual([]);
    expect([...packagesImportedUnder(path.join(ROOT_DIR, 'apps/web/dist/.ssr'))]).toEqual([]);
  });

  it('answers its health check, the one the image runs, and is ready once its migrations have run', async () => {
    const [command = '', ...args] = stage.healthcheck;
    const check = await run(command, args, { cwd: copyDir, env: siteEnvironment, timeoutMs: 10_000 });
    expect(check.code, check.output).toBe(0);

    const health = await fetch(`${baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status, await ready.clone().text()).toBe(200);
  });

  it('sends the home page rendered, with its stylesheet and scripts', async () => {
    const home = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await home.text();
    expect(html).toMatch(/<div id="root"><[a-z]/);
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, asset]) => asset!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect((await fetch(`${baseUrl}${asset}`)).status, asset).toBe(200);
  });

  it('signs the administrator in (argon2) and re-encodes an uploaded image (sharp), both native modules installed from npm', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status, await login.clone().text()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#9c3d1a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
    const upload = await fetch(`${baseUrl}/api/upload-multiple-images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { uploaded_files: files } = (await upload.json()) as { uploaded_files: { image_url: string }[] };
    const image = await fetch(`${baseUrl}${files[0]!.image_url}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('stops on SIGTERM with code 0', async () => {
    server!.kill('SIGTERM');
    expect(await serverExit).toBe(0);
  }, 15_000);

  it("runs npm's commands (here create-admin) without trying to build, since the copy has no sources", async () => {
    const createAdmin = await run('npm', ['run', 'create-admin', '--', '--email', 'tresorerie@exemple.fr', '--password', 'Une-seconde-administratrice-2026'], {
      cwd: copyDir,
      env: siteEnvironment,
      timeoutMs: 60_000,
    });
    expect(createAdmin.output).not.toContain('Construction');
    expect(createAdmin.code, createAdmin.output).toBe(0);
    expect(createAdmin.output).toContain('Administrateur créé : tresorerie@exemple.fr');
  }, 90_000);

  it('says in French that the build tools are missing, instead of failing inside a build, when sources are newer than the build', async () => {
    const ensureBuilt = () =>
      run(
        process.execPath,
        ['--input-type=module', '-e', "import { ensureBuilt } from './scripts/ensure-built.mjs'; await ensureBuilt(); console.log('prêt');"],
        {
          cwd: copyDir,
          timeoutMs: 30_000,
        },
      );
    mkdirSync(path.join(copyDir, 'apps/server/src'), { recursive: true });
    writeFileSync(path.join(copyDir, 'apps/server/src/main.ts'), '// plus récent que la construction\n');
    const stale = await ensureBuilt();
    expect(stale.code, stale.output).toBe(0);
    expect(stale.output).toContain("Les sources du serveur sont plus récentes que sa construction, mais esbuild, qui la refait, n'est pas installé");
    expect(stale.output).toContain('prêt');

    rmSync(path.join(copyDir, 'apps/server/dist/main.js'));
    const missing = await ensureBuilt();
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("Le serveur n'est pas construit (apps/server/dist/main.js manque) et esbuild, qui le construit, n'est pas installé");
    expect(missing.output).not.toContain('prêt');
  }, 60_000);
});
