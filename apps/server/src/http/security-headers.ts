/**
 * The security headers every answer carries, as helmet makes them. They depend on nothing in the request
 * but its kind, so helmet runs once per kind, at start, and each request gets a copy of that set.
 * (@fastify/helmet builds and runs helmet anew on every request, in two hooks: about a tenth of a cached
 * read's time — docs/benchmarks.md.)
 *
 * - Pages and files (the web app, statement images, uploads) get helmet's full set with the app's CSP.
 * - API answers are JSON that no browser renders as a page, so they get the set an API needs (the OWASP
 *   REST guidance): no sniffing, never framed, a CSP that allows nothing, HSTS, same-origin resource
 *   policy, no referrer. Half the headers, a third of the bytes, on the reads made most.
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

const API_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const API_PREFIX = '/api/';
/** The API's browsable description (http/openapi.ts) is a page, with its own scripts and styles. */
const API_DOCS_PREFIX = '/api/docs';

function isApiAnswer(url: string): boolean {
  return url.startsWith(API_PREFIX) && !url.startsWith(API_DOCS_PREFIX);
}

export const securityHeaders = fp<{ pages: HelmetOptions }>(async (app: FastifyInstance, options) => {
  const pageHeaders = helmetHeaders(options.pages);
  const apiHeaders = helmetHeaders(API_HELMET);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
});
