/**
 * The security headers every answer carries (CSP, frame and sniffing rules, HSTS, …), as helmet makes
 * them. They depend on nothing in the request, so helmet runs once, at start, and each request gets a
 * copy of the headers it set. (@fastify/helmet builds and runs helmet anew on every request, in two hooks:
 * about a tenth of a cached read's time — docs/benchmarks.md.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, read from a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

export const securityHeaders = fp<{ helmet: HelmetOptions }>(async (app: FastifyInstance, options) => {
  const headers = helmetHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
