// npm test: every check of the project, as phases run in order (decision 030). Stops at the first
// phase that fails, with its exit code, and prints each phase's duration at the end either way.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT_DIR = path.resolve(import.meta.dirname, '..');
const VITEST = path.join(ROOT_DIR, 'node_modules/.bin/vitest');

/**
 * A phase is one command, or several run side by side (each single-threaded, two cores): their
 * output is held back and printed whole as each ends, so that it does not interleave.
 */
const PHASES = [
  {
    label: 'Lint et types',
    commands: [
      ['npm', 'run', 'lint'],
      ['npm', 'run', 'typecheck'],
    ],
  },
  {
    label: 'Tests unitaires et API',
    commands: [[VITEST, 'run', '--project', 'contract', '--project', 'web', '--project', 'web-isolated', '--project', 'server']],
  },
  // Before the process tests: npm start (graceful stop) and the production install use the build, and the browser tests too.
  { label: 'Construction', commands: [['npm', 'run', 'build']] },
  // The process tests run one file at a time and wait on the servers they start; the browser
  // stories that compare the site's figures run one at a time too, on a server of their own: side by
  // side they fill the two cores that each leaves half idle.
  {
    label: 'Tests de processus et chiffres du site',
    commands: [
      [VITEST, 'run', '--project', 'server-process'],
      ['npm', 'run', 'test', '--workspace', 'e2e', '--', '--project', 'site-wide-figures', '--no-deps'],
    ],
  },
  { label: 'Tests navigateur', commands: [['npm', 'run', 'test', '--workspace', 'e2e', '--', '--project', 'stories']] },
];

/** Runs one command; resolves with its exit code (a signal counts as a failure). */
function run([command, ...args], { quiet }) {
  const child = spawn(command, args, { cwd: ROOT_DIR, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 1, output });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  }).then((result) => {
    if (quiet) process.stdout.write(Buffer.concat(result.output));
    return result.code;
  });
}

async function runPhase(phase) {
  const quiet = phase.commands.length > 1;
  const codes = await Promise.all(phase.commands.map((command) => run(command, { quiet })));
  return codes.find((code) => code !== 0) ?? 0;
}

function formatDuration(milliseconds) {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function printSummary(results, totalMs) {
  const rows = PHASES.map((phase, index) => {
    const result = results[index];
    if (!result) return [phase.label, '—', 'non lancée'];
    return [phase.label, formatDuration(result.ms), result.code === 0 ? 'réussie' : `échouée (code ${result.code})`];
  });
  rows.push(['Total', formatDuration(totalMs), '']);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log('\nDurée des phases de npm test :');
  for (const [label, duration, outcome] of rows) {
    console.log(`  ${label.padEnd(widths[0])}  ${duration.padStart(widths[1])}  ${outcome}`.trimEnd());
  }
}

const started = Date.now();
const results = [];
let exitCode = 0;
for (const phase of PHASES) {
  console.log(`\n▶ ${phase.label}`);
  const phaseStarted = Date.now();
  const code = await runPhase(phase);
  results.push({ ms: Date.now() - phaseStarted, code });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
printSummary(results, Date.now() - started);
process.exitCode = exitCode;
