/**
 * A local imitation of an outside service (an SMTP server, an OpenID provider) that the browser
 * tests start before the server. To add one: write `<name>.ts` here exporting a `StandIn`, and add
 * it to the list in `index.ts`.
 */
export interface StandInContext {
  /** Where the site will answer, e.g. http://127.0.0.1:43123 (known before the server starts). */
  baseUrl: string;
  /** A fresh temporary directory of this run, shared with the server's DATA_DIR's parent. */
  runDir: string;
}

export interface RunningStandIn {
  /** Environment variables for the server (SMTP_URL, OIDC_ISSUER, ...). */
  serverEnv?: Record<string, string>;
  /** Environment variables the tests read through process.env (where to fetch captured mails, ...). */
  testEnv?: Record<string, string>;
  stop: () => Promise<void>;
}

export interface StandIn {
  name: string;
  start: (context: StandInContext) => Promise<RunningStandIn>;
}
