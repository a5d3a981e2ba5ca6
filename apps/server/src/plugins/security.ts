import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import compress from '@fastify/compress';
import { COMPRESSION_THRESHOLD_BYTES } from '#lib/encoded-body';

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets, read once from a stand-in response: helmet's are the same for
 * every request (no nonce), so they are computed at start, not on each request.
 */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet ne s’est pas terminé de façon synchrone');
  return headers;
}

/**
 * Security headers with a Content-Security-Policy the app passes without inline scripts, and
 * compression. The map on /contact is OpenStreetMap's embed; event images may be anywhere on https.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { oidcIssuer?: string; hsts: boolean }) => {
    // helmet's headers, computed once: @fastify/helmet rebuilt it and re-parsed the policy on every
    // request, a third of an event page's CPU time, and even built once, setting them one by one on
    // the response cost a cached read a tenth of its time (issue 29). Routes that need another
    // header (the Google popup's opener policy, the API docs' policy) set it on the reply, which
    // wins over these.
    const securityHeaders = headersSetBy(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ['https://www.openstreetmap.org'],
            formAction: ["'self'", ...(options.oidcIssuer ? [new URL(options.oidcIssuer).origin] : [])],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
        // The Google sign-in popup must be able to message its opener.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        crossOriginResourcePolicy: { policy: 'same-site' },
        // Only on a site served over https (PUBLIC_URL): browsers then refuse plain http for six months.
        strictTransportSecurity: options.hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
      }),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  },
  { name: 'action-plus-security' },
);
