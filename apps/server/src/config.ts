import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { withoutTrailingSlashes } from '@action-plus/contract';

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

/** Every environment variable the server reads; README.md lists them with their defaults. */
const ZEnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: ZOptionalString,
  PUBLIC_URL: ZOptionalString,
  JWT_SECRET: ZOptionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'JWT_SECRET doit contenir au moins 32 caractères.',
  }),
  ADMIN_EMAIL: ZOptionalString,
  ADMIN_PASSWORD: ZOptionalString,
  SEED_DEMO: ZBooleanFlag,
  TRUST_PROXY: ZTrustProxySchema,
  SMTP_URL: ZOptionalString,
  MAIL_FROM: ZOptionalString,
  CONTACT_INBOX: ZOptionalString,
  GOOGLE_CLIENT_ID: ZOptionalString,
  GOOGLE_CLIENT_SECRET: ZOptionalString,
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: ZOptionalString,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
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
    databaseUrl: environment.DATABASE_URL,
    publicUrl: withoutTrailingSlashes(environment.PUBLIC_URL ?? `http://localhost:${port}`),
    jwtSecret: environment.JWT_SECRET,
    adminEmail: environment.ADMIN_EMAIL,
    adminPassword: environment.ADMIN_PASSWORD,
    seedDemo: environment.SEED_DEMO,
    trustProxy: environment.TRUST_PROXY,
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM ?? 'Action Plus <contact@actionplusmetz.org>',
    contactInbox: environment.CONTACT_INBOX ?? 'contact@actionplusmetz.org',
    google: {
      clientId: environment.GOOGLE_CLIENT_ID,
      clientSecret: environment.GOOGLE_CLIENT_SECRET,
      issuer: environment.OIDC_ISSUER,
    },
    logLevel: environment.LOG_LEVEL,
    /** Sign-in and registration attempts per client and per minute. */
    authRateLimitMax: environment.AUTH_RATE_LIMIT_MAX,
    webDistDir: path.resolve(environment.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

/** Parses the environment once, failing fast with every problem listed. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${problems}`);
  }
  return toConfig(parsed.data);
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
