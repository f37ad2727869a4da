/**
 * Fastify's request log lines, as one line per answered request (method, URL, status, milliseconds)
 * instead of Fastify's two (received, completed), and none for a route not found (its answered line
 * says 404). Errors keep Fastify's own lines.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The answered line says it all.
  }

  override routeNotFound(): void {
    // Answered as a 404, which the answered line says.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
