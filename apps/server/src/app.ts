import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@action-plus/contract';
import type { AppContext } from './context';
import { RELEASE_VERSION } from '#lib/release';
import { BODY_LIMITS } from './lib/body-limits';
import { withRedactedRequests } from './lib/log-redaction';
import { toFastifyTrustProxy } from './lib/trust-proxy';
import { databaseRateLimitStore } from './modules/throttling/database-rate-limit-store';
import { authenticationPlugin } from './plugins/authentication';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestDeadlinePlugin } from './plugins/request-deadline';
import { stoppingAnswerPlugin } from './plugins/stopping-answer';
import { securityPlugin } from './plugins/security';
import { healthRoutes } from './modules/health/routes';
import { authRoutes } from './modules/auth/routes';
import { googleSignInRoutes } from './modules/google-sign-in/routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { contactRoutes } from './modules/contact/routes';
import { roleRoutes } from './modules/roles/routes';
import { userRoutes } from './modules/users/routes';
import { personalDataRoutes } from './modules/users/personal-data-routes';
import { accountSecurityRoutes } from './modules/users/account-security-routes';
import { membershipAdminRoutes } from './modules/memberships/routes';
import { membershipMemberRoutes } from './modules/memberships/member-routes';
import { accentStylesheetRoutes, renderAccentStylesheetLink } from './modules/pages/accent-stylesheet';
import { registerPages } from './modules/pages/routes';
import { createStaticPageHeadProvider, renderDefaultPageHead } from './modules/pages/static-page-heads';
import { eventRoutes } from './modules/events/routes';
import { eventOrganiserRoutes } from './modules/events/event-organiser-routes';
import { associationFiguresRoutes } from './modules/association-figures/routes';
import { associationSettingsRoutes } from './modules/association-settings/routes';
import { calendarFeedRoutes } from './modules/events/calendar-feed-routes';
import { participantListRoutes } from './modules/events/participant-list-routes';
import { waitingListRoutes } from './modules/events/waiting-list-routes';
import { donationRoutes } from './modules/donations/routes';
import { taxReceiptRoutes } from './modules/tax-receipts/routes';
import { createEventPageHead } from './modules/events/event-page-head';
import { uploadRoutes } from './modules/uploads/routes';
import { seoRoutes } from './modules/seo/routes';
import { paymentRoutes } from './modules/payments/routes';
import { treasuryRoutes } from './modules/treasury/routes';
import { journalRoutes } from './modules/audit/routes';
import { newsRoutes } from './modules/news/routes';
import { albumRoutes } from './modules/albums/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { assemblyRoutes } from './modules/assemblies/routes';
import { mailPreferencesRoutes } from './modules/users/mail-preferences-routes';
import { createNewsPageHead } from './modules/news/news-page-head';
import { emptyAfterEachWrite } from './lib/stamped-read-cache';

/** Every route the app serves, with its guards and its schemas: the authorization and input tests walk them all. */
export interface RegisteredRoute {
  method: string;
  url: string;
  onRequest: unknown[];
  /** What the route reads, as declared: zod schemas of its body, query string and path. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** How long a handler may take before a 503 (plugins/request-deadline.ts). */
  requestDeadlineMs?: number;
}

const REQUEST_READ_TIMEOUT_MS = 120_000;

/** Builds the whole app without listening: main.ts listens, tests call it through app.inject. */
export async function buildApp(context: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: withRedactedRequests(options.logger),
    trustProxy: toFastifyTrustProxy(context.config.trustProxy),
    bodyLimit: BODY_LIMITS.form,
    requestIdHeader: false,
    // Reading a request (headers and body) from a client that sends slowly or stops is bounded too.
    requestTimeout: REQUEST_READ_TIMEOUT_MS,
    // plugins/stopping-answer.ts answers in French instead.
    return503OnClosing: false,
    // A path the router cannot decode (%ED%A0%80, a surrogate's bytes) names nothing: a French 404,
    // where Fastify would answer its own English JSON.
    frameworkErrors: (_error, _request, reply: FastifyReply) => reply.status(404).send({ detail: COMMON_MESSAGES.notFound }),
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const onRequest = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const { body, querystring, params } = route.schema ?? {};
    for (const method of methods) registeredRoutes.push({ method, url: route.url, onRequest, schema: { body, querystring, params } });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins, then the app's own, then the routes.
  await app.register(errorHandlerPlugin);
  await app.register(requestDeadlinePlugin, { deadlineMs: options.requestDeadlineMs });
  await app.register(stoppingAnswerPlugin);
  await app.register(securityPlugin, {
    oidcIssuer: context.config.google.clientId ? context.config.google.issuer : undefined,
    hsts: context.config.publicUrl.startsWith('https://'),
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(context.db),
    errorResponseBuilder: (_request, details) => ({ statusCode: 429, code: 'FST_ERR_RATE_LIMIT_EXCEEDED', message: `retry in ${details.after}` }),
  });
  await app.register(swagger, {
    openapi: { info: { title: "API du site de l'association", version: RELEASE_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authenticationPlugin, { db: context.db, accessTokens: context.accessTokens });
  // Every route's write may change a figure of the treasurer's (a membership, a donation, an event, a
  // deleted account): the writer's next read must see it. Added here, it reaches every route below.
  emptyAfterEachWrite(app, context.treasuryReadCache);

  await app.register(healthRoutes, { context });
  await app.register(authRoutes, { context });
  await app.register(googleSignInRoutes, { context });
  await app.register(passwordResetRoutes, { context });
  await app.register(contactRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(personalDataRoutes, { context });
  await app.register(accountSecurityRoutes, { context });
  await app.register(membershipAdminRoutes, { context });
  await app.register(membershipMemberRoutes, { context });
  await app.register(eventRoutes, { context });
  await app.register(associationFiguresRoutes, { context });
  await app.register(associationSettingsRoutes, { context });
  await app.register(calendarFeedRoutes, { context });
  await app.register(participantListRoutes, { context });
  await app.register(eventOrganiserRoutes, { context });
  await app.register(waitingListRoutes, { context });
  await app.register(donationRoutes, { context });
  await app.register(taxReceiptRoutes, { context });
  await app.register(uploadRoutes, { context });
  await app.register(seoRoutes, { context });
  await app.register(paymentRoutes, { context });
  await app.register(treasuryRoutes, { context });
  await app.register(accentStylesheetRoutes);
  await app.register(journalRoutes, { context });
  await app.register(roleRoutes, { context });
  await app.register(newsRoutes, { context });
  await app.register(albumRoutes, { context });
  await app.register(mailPreferencesRoutes, { context });
  await app.register(announcementRoutes, { context });
  await app.register(assemblyRoutes, { context });
  await registerPages(app, context, {
    headProviders: [
      createStaticPageHeadProvider(context.config.publicUrl, context.associationSettings),
      createEventPageHead(context),
      createNewsPageHead(context),
    ],
    defaultHead: async () => renderDefaultPageHead(await context.associationSettings.read()),
    sharedHead: async () => renderAccentStylesheetLink((await context.associationSettings.read()).identity.accentColour),
    pageCache: context.visitorsReadCache,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
