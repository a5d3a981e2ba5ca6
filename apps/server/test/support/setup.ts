import { afterAll, afterEach, vi } from 'vitest';
import { recordConsoleError, takeLoggedErrorProblems } from './logged-errors';

// A test that logs an unexpected error has a bug somewhere, even if its assertions pass: it fails
// here, unless it declared the error with expectLoggedError (logged-errors.ts).
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  recordConsoleError(args);
  printError(...args);
};

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
