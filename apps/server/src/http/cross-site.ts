/**
 * Cross-site writes (docs/architecture.md, "Cross-site requests"). A browser sends the session cookie with
 * a form or a fetch that another site makes, so a write that another site asks for is refused before
 * anything else runs: 403 CROSS_SITE_REQUEST. A request is another site's when its `Origin` names an origin
 * that is neither the one it was sent to (Host, or X-Forwarded-Host/-Proto under TRUST_PROXY) nor
 * PUBLIC_URL's, or, without `Origin`, when `Sec-Fetch-Site` says it came from another site.
 *
 * Clients that send neither header (curl, the workers' internal API, scripts with a bearer token) are not
 * browsers acting for someone else and go through. Reads (GET, HEAD, OPTIONS) change nothing and are left
 * alone. The rule covers every write, signed-in or not: there is no cross-origin client of this API (it
 * answers no CORS), and a guest's write from another site (a sign-in with the attacker's password, a
 * sign-up) is the login CSRF this guards against too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` as browsers write it in `Origin` (default ports dropped), or null. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The origin the browser sent this request to, as this server sees it. */
function requestOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/** Whether a browser write comes from a page of another origin than ours. */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    // `null` (a sandboxed frame, a redirect from elsewhere, a file) is no origin of ours.
    const sent = originOf(origin);
    return sent === null || (sent !== publicOrigin && sent !== requestOrigin(request));
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

export const crossSiteGuard = fp(async (app: FastifyInstance) => {
  const publicOrigin = originOf(app.ctx.config.publicUrl);
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCrossSiteWrite(request, publicOrigin) ? new AppError('CROSS_SITE_REQUEST') : undefined);
  });
});
