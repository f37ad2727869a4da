/** Builds the Fastify app from its dependencies. It never listens: server.ts does, tests use inject(). */
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_MAX_BYTES } from '@codeconquer/contracts';
import { createAppContext, type AppParts } from './http/app-context';
import { installEventStreams } from './http/event-stream';
import { installMetrics } from './http/metrics';
import { installApiDocs, installOpenApiGenerator } from './http/openapi';
import { installStatementImages } from './http/statement-images';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { OneLinePerRequest } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { installStatic } from './http/spa';
import { apiRoutes } from './routes';
import { authenticate } from './http/authenticate';
import { crossSiteGuard } from './http/cross-site';

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with each of its methods. */
    routeList: readonly RouteEntry[];
  }
}

export type BuildOptions = {
  /** What the app is made of; the AI service is added from the settings (http/app-context.ts). */
  parts: AppParts;
  /** Omitted in tests: the app logs nothing. */
  logger?: FastifyBaseLogger;
};

export async function buildApp({ parts, logger }: BuildOptions) {
  const context = createAppContext(parts);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request, when it is answered, instead of Fastify's two.
    logController: new OneLinePerRequest(),
    trustProxy: context.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Unicode and odd paths must reach our handlers, never crash the router.
    routerOptions: { maxParamLength: 500 },
    // Whatever refuses a request before our routes does so in our {code, error} shape.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', context);
  app.addHook('onClose', async () => {
    context.ratings.close();
    context.reminders.close();
    context.boards.close();
    await context.hiddenResults.close();
    await context.closeCluster();
  });
  // Every route as the router has it, for the tests that must cover them all (the admin guard).
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  installErrorHandler(app);
  installEventStreams(app);

  await app.register(securityHeaders, {
    pages: {
      // The SPA bundles its scripts and styles; Monaco needs blob: workers and inline styles.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  // The secret signs the Google sign-in state cookie.
  await app.register(fastifyCookie, { secret: context.appSecret });
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    enableDraftSpec: true,
    // Several servers count in Redis, so a limit holds whichever server a request reaches; should Redis
    // be away, requests go through uncounted rather than fail (docs/operations.md#several-servers).
    ...(context.redis && {
      redis: context.redis,
      nameSpace: `${context.config.judgeQueuePrefix}:rate-limit:`,
      skipOnError: true,
    }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too many requests. Please slow down and try again shortly.',
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });

  // Before the routes: its hook times every request, the generator collects every route.
  if (context.config.metricsToken) await installMetrics(app, context.config.metricsToken);
  await installOpenApiGenerator(app);
  // Before the caller is looked up: another site's write is refused whoever it would act as.
  await app.register(crossSiteGuard);
  await app.register(authenticate);
  await app.register(apiRoutes, { prefix: '/api' });
  await installApiDocs(app);
  const uploadsDir = path.join(context.config.dataDir, 'uploads');
  await installStatementImages(app, uploadsDir);
  await installStatic(app, context.config.webDistDir, uploadsDir, context.db);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
