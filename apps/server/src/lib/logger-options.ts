import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#config';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT wins; otherwise readable lines on a person's terminal, JSON lines for a service manager or a file. */
export function chooseLogFormat(configured: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return configured ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/**
 * The server's logger: pino's JSON lines, or pino-pretty's coloured lines written synchronously in
 * this process (no worker thread, which would cost its own memory).
 */
export async function serverLoggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): Promise<FastifyServerOptions['logger']> {
  const format = chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
  if (format === 'json') return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return { level: config.logLevel, stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) };
}
