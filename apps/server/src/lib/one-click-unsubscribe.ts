import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058's one-click body (`List-Unsubscribe=One-Click`) says nothing the signed link does not:
 * it is accepted small and never read. The unsubscribe page sends `{}` as JSON.
 */
export const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * Lets the routes of `scope` take a mail client's one-click POST: RFC 8058 says it SHOULD be
 * multipart/form-data and MAY be url-encoded. Both are accepted and ignored (the reminders' opt-out
 * and the announcements' unsubscribe alike).
 */
export function acceptOneClickBodies(scope: FastifyInstance): void {
  for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    scope.addContentTypeParser(contentType, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, {}));
  }
}
