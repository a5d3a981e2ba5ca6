import { afterAll, afterEach, vi } from 'vitest';
import { recordConsoleError, takeLoggedErrorProblems } from './logged-errors';

// A test that logs an unexpected error has a bug somewhere, even if its assertions pass: it fails
// here, unless it declared the error with expectLoggedError (logged-errors.ts).
// The files of a worker share its modules (vitest.config.ts): this file runs again for each test
// file, the console is wrapped once per worker.
const RECORDING = Symbol.for('action-plus.recording-console-errors');
const consoleWithMark = console as Console & { [RECORDING]?: true };
if (!consoleWithMark[RECORDING]) {
  consoleWithMark[RECORDING] = true;
  const printError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    recordConsoleError(args);
    printError(...args);
  };
}

// Logged after the last hook of the worker's previous file (a mail sent late): that file has ended,
// and no test of this one did it. Said, not blamed on this file's first test.
for (const problem of takeLoggedErrorProblems()) console.warn(`Après la fin du fichier précédent de ce processus : ${problem}`);

function failOnLoggedErrors() {
  const problems = takeLoggedErrorProblems();
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

afterEach(() => {
  vi.restoreAllMocks();
  failOnLoggedErrors();
});

// What a file's last test leaves running (a mail sent late, a job) and its afterAll hooks.
afterAll(failOnLoggedErrors);
