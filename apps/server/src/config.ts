import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, withoutTrailingSlashes } from '@action-plus/contract';
import { isLoopbackHost } from './lib/loopback-hosts';

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const ZOptionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** The ranges @fastify/proxy-addr knows by name, beside addresses and CIDRs. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddressOrRange(entry: string) {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For), as Fastify's `trustProxy` takes it:
 * `false`, `true` (any: the client can then choose its own address), a hop count, or a list of
 * proxy addresses and CIDRs.
 */
export type TrustProxySetting = boolean | number | string[];

const ZTrustProxySchema = z
  .string()
  .optional()
  .transform((raw, context): TrustProxySetting => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY prend true, false, un nombre de proxys ou une liste d'adresses et de plages CIDR séparées par des virgules ; invalide : ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An address nodemailer can send through: checked at start, not at the first mail (decision 048 loads nodemailer then). */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every environment variable the server reads; README.md lists them with their defaults. */
const ZEnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** Unset: uploaded images stay in the database (decision 045). */
  UPLOADS_DIR: ZOptionalString,
  DATABASE_URL: ZOptionalString,
  PUBLIC_URL: ZOptionalString,
  JWT_SECRET: ZOptionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'JWT_SECRET doit contenir au moins 32 caractères.',
  }),
  ADMIN_EMAIL: ZOptionalString,
  ADMIN_PASSWORD: ZOptionalString,
  SEED_DEMO: ZBooleanFlag,
  TRUST_PROXY: ZTrustProxySchema,
  SMTP_URL: ZOptionalString.refine((value) => value === undefined || isSmtpUrl(value), {
    message: 'SMTP_URL est l’adresse du serveur de mail, en smtp:// ou smtps://, par exemple smtps://utilisateur:motdepasse@smtp.exemple.fr:465.',
  }),
  MAIL_FROM: ZOptionalString,
  CONTACT_INBOX: ZOptionalString,
  GOOGLE_CLIENT_ID: ZOptionalString,
  GOOGLE_CLIENT_SECRET: ZOptionalString,
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  HELLOASSO_CLIENT_ID: ZOptionalString,
  HELLOASSO_CLIENT_SECRET: ZOptionalString,
  HELLOASSO_ORGANIZATION_SLUG: ZOptionalString.refine((value) => value === undefined || /^[a-z0-9-]{1,100}$/.test(value), {
    message: "HELLOASSO_ORGANIZATION_SLUG est l'identifiant de l'association dans ses adresses HelloAsso (minuscules, chiffres et tirets).",
  }),
  HELLOASSO_API_URL: z.string().url().default('https://api.helloasso.com'),
  /** What a membership paid online becomes when HelloAsso refunds it or the card is contested (decision 034). */
  REFUNDED_MEMBERSHIPS: z
    .enum(['keep', 'end'], { error: 'REFUNDED_MEMBERSHIPS vaut keep (l’adhésion est gardée et signalée au trésorier) ou end (elle prend fin).' })
    .default('keep'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: ZOptionalString,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  ANNOUNCEMENT_MAILS_PER_MINUTE: z.coerce
    .number({ error: 'ANNOUNCEMENT_MAILS_PER_MINUTE est un nombre entier de mails par minute, par exemple 30.' })
    .int('ANNOUNCEMENT_MAILS_PER_MINUTE est un nombre entier de mails par minute, par exemple 30.')
    .min(1, 'ANNOUNCEMENT_MAILS_PER_MINUTE vaut au moins 1.')
    .max(100_000, 'ANNOUNCEMENT_MAILS_PER_MINUTE vaut au plus 100000.')
    .default(ANNOUNCEMENT_LIMITS.DEFAULT_MAILS_PER_MINUTE),
  /** How long a claimed announcement copy waits before another run may send it again (its sender died). */
  ANNOUNCEMENT_CLAIM_LEASE_SECONDS: z.coerce
    .number({ error: 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS est un nombre entier de secondes, par exemple 60.' })
    .int('ANNOUNCEMENT_CLAIM_LEASE_SECONDS est un nombre entier de secondes, par exemple 60.')
    .min(1, 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS vaut au moins 1.')
    .max(3600, 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS vaut au plus 3600.')
    .optional(),
  EVENT_REMINDER_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'EVENT_REMINDER_TIME est une heure HH:MM (heure de Paris), par exemple 18:00.')
    .default('18:00'),
  /** Unset: the association's settings decide (taxReceipts.eligible); 'true' or 'false' overrides them (test runs, staging). */
  TAX_RECEIPTS_ELIGIBLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * A PNG of the signatory's signature printed on tax receipts, used only while the settings hold no
   * signature image (how installations gave it before; the settings page now uploads it). Without
   * either, the receipt prints the signatory's name.
   */
  TAX_RECEIPT_SIGNATURE_FILE: ZOptionalString,
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(environment: z.infer<typeof ZEnvironmentSchema>) {
  const dataDir = path.resolve(environment.DATA_DIR);
  const port = environment.PORT;
  return {
    environment: environment.NODE_ENV,
    isProduction: environment.NODE_ENV === 'production',
    host: environment.HOST,
    port,
    dataDir,
    /** Where uploaded images' bytes are kept as files; undefined keeps them in the database (decision 045). */
    uploadsDir: environment.UPLOADS_DIR ? path.resolve(environment.UPLOADS_DIR) : undefined,
    databaseUrl: environment.DATABASE_URL,
    publicUrl: withoutTrailingSlashes(environment.PUBLIC_URL ?? `http://localhost:${port}`),
    jwtSecret: environment.JWT_SECRET,
    adminEmail: environment.ADMIN_EMAIL,
    adminPassword: environment.ADMIN_PASSWORD,
    seedDemo: environment.SEED_DEMO,
    trustProxy: environment.TRUST_PROXY,
    smtpUrl: environment.SMTP_URL,
    /** Unset: the association's name and address, as its settings say when the mail is sent. */
    mailFrom: environment.MAIL_FROM,
    /** Unset: the association's address, as its settings say. */
    contactInbox: environment.CONTACT_INBOX,
    google: {
      clientId: environment.GOOGLE_CLIENT_ID,
      clientSecret: environment.GOOGLE_CLIENT_SECRET,
      issuer: environment.OIDC_ISSUER,
    },
    /** HelloAsso's Checkout API (decision 025): undefined unless its three settings are given. */
    helloAsso: helloAssoSettingsOf(environment),
    /** keep: a refunded membership stays, flagged to the treasurer; end: it ends the day of the refund. */
    refundedMemberships: environment.REFUNDED_MEMBERSHIPS,
    logLevel: environment.LOG_LEVEL,
    /** Unset: pretty on a terminal, JSON otherwise (lib/logger-options.ts). */
    logFormat: environment.LOG_FORMAT,
    /** Sign-in and registration attempts per client and per minute. */
    authRateLimitMax: environment.AUTH_RATE_LIMIT_MAX,
    /** When the day-before reminders of events go out, on Paris's clock ('HH:MM'). */
    eventReminderTime: environment.EVENT_REMINDER_TIME,
    /** Announcements' mails sent per minute, all instances together (issue 27). */
    announcementMailsPerMinute: environment.ANNOUNCEMENT_MAILS_PER_MINUTE,
    /** How long a claimed announcement copy is held; undefined: the sender's default (ANNOUNCEMENT_CLAIM_LEASE_MS). */
    announcementClaimLeaseMs: environment.ANNOUNCEMENT_CLAIM_LEASE_SECONDS === undefined ? undefined : environment.ANNOUNCEMENT_CLAIM_LEASE_SECONDS * 1000,
    /** Tax receipts for donations (decision 026): issued only when the association is eligible. */
    taxReceipts: {
      /** Undefined: the association's settings decide (tax-receipts/receipts-issued.ts). */
      eligibleOverride:
        environment.TAX_RECEIPTS_ELIGIBLE === undefined || environment.TAX_RECEIPTS_ELIGIBLE === ''
          ? undefined
          : environment.TAX_RECEIPTS_ELIGIBLE === 'true' || environment.TAX_RECEIPTS_ELIGIBLE === '1',
      signatureFile: environment.TAX_RECEIPT_SIGNATURE_FILE ? path.resolve(environment.TAX_RECEIPT_SIGNATURE_FILE) : undefined,
    },
    webDistDir: path.resolve(environment.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

const HELLOASSO_SETTINGS = ['HELLOASSO_CLIENT_ID', 'HELLOASSO_CLIENT_SECRET', 'HELLOASSO_ORGANIZATION_SLUG'] as const;

export interface HelloAssoSettings {
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  /** Production (https://api.helloasso.com), the sandbox (https://api.helloasso-sandbox.com) or a stand-in. */
  apiUrl: string;
}

function helloAssoSettingsOf(environment: z.infer<typeof ZEnvironmentSchema>): HelloAssoSettings | undefined {
  const { HELLOASSO_CLIENT_ID: clientId, HELLOASSO_CLIENT_SECRET: clientSecret, HELLOASSO_ORGANIZATION_SLUG: organizationSlug } = environment;
  if (!clientId || !clientSecret || !organizationSlug) return undefined;
  return { clientId, clientSecret, organizationSlug, apiUrl: withoutTrailingSlashes(environment.HELLOASSO_API_URL) };
}

/** A URL on the open network that is not https, or no http(s) URL at all; null when acceptable. */
function insecureUrlProblem(name: string, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} doit être une adresse complète, par exemple https://actionplusmetz.org.`;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
  return `${name} doit commencer par https:// en production (http:// n'est admis que pour localhost).`;
}

/**
 * What cannot be right on a site in production, though each value alone is valid. `npm start` on a
 * fresh machine (embedded database, http://localhost) passes: it needs no configuration.
 */
export function productionProblems(environment: z.infer<typeof ZEnvironmentSchema>): { path: string; message: string }[] {
  if (environment.NODE_ENV !== 'production') return [];
  const problems: { path: string; message: string }[] = [];
  if (environment.DATABASE_URL && !environment.JWT_SECRET) {
    problems.push({
      path: 'JWT_SECRET',
      message: 'obligatoire en production avec DATABASE_URL : toutes les instances doivent signer les sessions avec le même secret (au moins 32 caractères).',
    });
  }
  for (const [name, value] of [
    ['PUBLIC_URL', environment.PUBLIC_URL],
    ['OIDC_ISSUER', environment.OIDC_ISSUER],
  ] as const) {
    const problem = value === undefined ? null : insecureUrlProblem(name, value);
    if (problem) problems.push({ path: name, message: problem });
  }
  if (Boolean(environment.GOOGLE_CLIENT_ID) !== Boolean(environment.GOOGLE_CLIENT_SECRET)) {
    problems.push({
      path: environment.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID',
      message: 'GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET vont ensemble : donnez les deux, ou aucun pour masquer la connexion avec Google.',
    });
  }
  const givenHelloAsso = HELLOASSO_SETTINGS.filter((name) => Boolean(environment[name]));
  if (givenHelloAsso.length > 0 && givenHelloAsso.length < HELLOASSO_SETTINGS.length) {
    problems.push({
      path: HELLOASSO_SETTINGS.find((name) => !environment[name])!,
      message: `${HELLOASSO_SETTINGS.join(', ')} vont ensemble : donnez les trois, ou aucun pour masquer le paiement en ligne.`,
    });
  }
  if (givenHelloAsso.length > 0) {
    const problem = insecureUrlProblem('HELLOASSO_API_URL', environment.HELLOASSO_API_URL);
    if (problem) problems.push({ path: 'HELLOASSO_API_URL', message: problem });
  }
  return problems;
}

/** Parses the environment once, failing fast with every problem listed. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironmentSchema.safeParse(environment);
  const problems = parsed.success
    ? productionProblems(parsed.data)
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Configuration invalide :\n${problems.map((problem) => `  - ${problem.path}: ${problem.message}`).join('\n')}`);
  }
  return toConfig(parsed.data);
}

/** For a command-line process (the server, create-admin): the problems in French, then status 1, no stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * A secret that was not configured is generated once and kept under DATA_DIR, so sessions
 * survive a restart. Several instances on one PostgreSQL must share JWT_SECRET instead.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const secretFile = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return secret;
}
