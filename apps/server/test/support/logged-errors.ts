/**
 * Errors the app logs during a test. A test that logs an unexpected error has a bug somewhere, even
 * if its assertions pass: setup.ts fails it after the test, unless the test said it expected that
 * error (`expectLoggedError`). Test apps log at the error level into `loggedErrorSink`
 * (test-app.ts); `console.error` is recorded too.
 */

interface LoggedError {
  /** The log line's message and its error's message, as the failure shows them. */
  text: string;
}

/**
 * The lists live on the process, not on this module: the files of a worker share its modules
 * (vitest.config.ts), and a file that resets them (`vi.resetModules()`, migrations.test.ts) gets a
 * fresh copy of this one, whose test apps must record where setup.ts checks.
 */
const RECORDER = Symbol.for('action-plus.logged-errors');
const recorder = ((globalThis as { [RECORDER]?: { logged: LoggedError[]; expected: { pattern: RegExp; seen: boolean }[] } })[RECORDER] ??= {
  logged: [],
  expected: [],
});
const { logged, expected } = recorder;

/** Pino's levels: error and fatal. */
const ERROR_LEVEL = 50;

/** A pino destination for test apps: records each line logged at the error level or above. */
export const loggedErrorSink = {
  write(line: string) {
    let record: { level?: number; msg?: unknown; err?: { message?: unknown; type?: unknown } };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      logged.push({ text: line.trim() });
      return;
    }
    if ((record.level ?? ERROR_LEVEL) < ERROR_LEVEL) return;
    const cause = record.err ? ` (${String(record.err.type ?? 'erreur')} : ${String(record.err.message ?? '')})` : '';
    logged.push({ text: `${String(record.msg ?? '')}${cause}` });
  },
};

/** Records what `console.error` prints. */
export function recordConsoleError(args: unknown[]) {
  logged.push({ text: `console.error : ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}` });
}

/**
 * Declares that the running test makes the app log an error matching `pattern` (a failure it
 * provokes on purpose): such errors do not fail it. The test fails if none was logged.
 */
export function expectLoggedError(pattern: RegExp) {
  expected.push({ pattern, seen: false });
}

/** What the test logged that it did not expect, and what it expected but did not log; then starts afresh. */
export function takeLoggedErrorProblems(): string[] {
  const problems: string[] = [];
  for (const error of logged) {
    const match = expected.find((expectation) => expectation.pattern.test(error.text));
    if (match) match.seen = true;
    else problems.push(`erreur journalisée inattendue : ${error.text}`);
  }
  for (const expectation of expected) if (!expectation.seen) problems.push(`erreur attendue mais non journalisée : ${expectation.pattern}`);
  logged.length = 0;
  expected.length = 0;
  return problems;
}
