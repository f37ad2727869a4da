/** GET /api/settings: what every page shows of the site's settings, served from memory to everyone alike. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonBody } from '../http/json-body';
import { publicSettingsBody } from '../settings/site-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is built as the contracts' PublicSettings (settings/site-settings.ts); tests parse it.
  app.get('/settings', { config: { anonymous: true } }, async (request, reply) =>
    sendJsonBody(request, reply, await publicSettingsBody(app.ctx.db)),
  );
};
