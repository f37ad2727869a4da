/**
 * /api/notifications (docs/product.md#notifications): a signed-in user lists theirs, marks them read and
 * keeps their choices; /api/me/events is the user's live stream (the unread count); an e-mail's
 * unsubscribe link works without signing in, by its signed token.
 */
import {
  NOTIFICATIONS_EVENT,
  listNotificationsQuerySchema,
  listNotificationsResponseSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  type NotificationsEvent,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { openEventStream, RECONNECT_AFTER_MS } from '../http/event-stream';
import {
  getSettings,
  listNotifications,
  markRead,
  saveSettings,
  turnEmailOff,
} from '../notifications/notification-service';
import { unreadCount } from '../notifications/notifier';
import { readUnsubscribeToken } from '../notifications/unsubscribe-token';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, notifier, now, appSecret } = app.ctx;

  app.get(
    '/notifications',
    {
      preValidation: app.requireUser,
      schema: {
        querystring: listNotificationsQuerySchema,
        response: { 200: listNotificationsResponseSchema },
      },
    },
    async (request) =>
      listNotifications(db, currentUser(request).id, {
        onlyUnread: request.query.unread === 'true',
        before: request.query.before,
      }),
  );

  app.post(
    '/notifications/read',
    {
      preValidation: app.requireUser,
      schema: {
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { unread, changed } = await markRead(db, userId, request.body.ids, now());
      // The user's other tabs and browsers, on any server, show the new count.
      if (changed) notifier.changed([userId]);
      return { unread };
    },
  );

  app.get(
    '/notifications/settings',
    { preValidation: app.requireUser, schema: { response: { 200: notificationSettingsResponseSchema } } },
    async (request) => ({ settings: await getSettings(db, currentUser(request).id) }),
  );

  app.put(
    '/notifications/settings',
    {
      preValidation: app.requireUser,
      schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsResponseSchema } },
    },
    async (request) => ({ settings: await saveSettings(db, currentUser(request).id, request.body, now()) }),
  );

  // From an e-mail, signed in or not: the token is the permission. The browser lands on a page that
  // says what happened (a bad link too: it is a person following a link, not a program).
  app.get(
    '/notifications/unsubscribe',
    { config: { anonymous: true }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const named = readUnsubscribeToken(appSecret, request.query.token);
      const done = named !== null && (await turnEmailOff(db, named.userId, named.email, now()));
      return reply.redirect(done ? `/unsubscribed?email=${named.email}` : '/unsubscribed?invalid=1', 303);
    },
  );

  // The user's live channel: one per signed-in browser (the web app opens it once, in its layout). It
  // sends the unread count when the stream opens and whenever it changes.
  app.get('/me/events', { preValidation: app.requireUser }, async (request, reply) => {
    const userId = currentUser(request).id;
    const stream = openEventStream(request, reply);
    const send = (unread: number) =>
      stream.send(NOTIFICATIONS_EVENT, { unread } satisfies NotificationsEvent);
    // Listening before the first count: a change meanwhile is sent, never missed.
    stream.onClose(notifier.listen(userId, send));
    unreadCount(db, userId).then(send, (error: unknown) => {
      request.log.error({ err: error }, 'notification stream: first count');
      stream.end({ retryMs: RECONNECT_AFTER_MS });
    });
  });
};
