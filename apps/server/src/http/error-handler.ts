/**
 * The one error handler: expected errors answer with their code and message, validation failures list
 * their issues, and anything unexpected becomes a 500 whose details stay in the log.
 */
import { errorCatalog, type ApiError, type ApiIssue, type ErrorCode } from '@codeconquer/contracts';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

function body(code: ErrorCode, extras: Omit<ApiError, 'code'> | undefined = undefined): ApiError {
  return { code, error: extras?.error ?? errorCatalog[code].message, ...extras };
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
};

/** '/a/b' (JSON pointer) → 'a.b'. */
function formatPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * What of a schema's issue a client needs to say it in its reader's language (ApiIssue): zod's code and
 * the names and numbers its message is made of, never the input itself.
 */
function issueDetails(keyword: string, params: Record<string, unknown>): Omit<ApiIssue, 'path' | 'message'> {
  const text = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
  // zod gives a bigint's bounds as bigints, which JSON cannot hold.
  const amount = (key: string) =>
    typeof params[key] === 'number' || typeof params[key] === 'bigint' ? Number(params[key]) : undefined;
  const custom = params['params'] as { code?: unknown } | undefined;
  const details = {
    code: keyword,
    origin: text('origin'),
    format: text('format'),
    expected: text('expected'),
    minimum: amount('minimum'),
    maximum: amount('maximum'),
    params: typeof custom?.code === 'string' ? { code: custom.code } : undefined,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.extras.retryAfter !== undefined) reply.header('retry-after', String(error.extras.retryAfter));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = formatPath(issue.instancePath);
        // A field the call does not know: name it, whatever level it is at.
        if (issue.keyword === 'unrecognized_keys') {
          const keys = (issue.params as { keys?: unknown }).keys;
          const names = Array.isArray(keys) ? keys.map((key) => `"${String(key)}"`).join(', ') : '';
          return {
            path,
            message: `Unknown field${names.includes(',') ? 's' : ''}: ${names}.`,
            ...issueDetails(issue.keyword, issue.params),
          };
        }
        // A wrong-shaped whole body (missing, an array, a string) gets one plain sentence.
        const message =
          path === ''
            ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
            : (issue.message ?? 'Invalid value.');
        return { path, message, ...issueDetails(issue.keyword, issue.params) };
      });
      return reply.status(400).send(
        body('VALIDATION_FAILED', {
          error: issues[0]?.message ?? errorCatalog.VALIDATION_FAILED.message,
          issues,
        }),
      );
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED'));
    }
    const mapped = error.code ? fastifyClientErrors[error.code] : undefined;
    if (mapped) return reply.status(errorCatalog[mapped].status).send(body(mapped));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send(body('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}

/**
 * Fastify's router refuses some URLs before any route or error handler runs (a malformed %-escape):
 * they get our shape too.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  return reply
    .status(400)
    .send(
      body('BAD_REQUEST', badUrl ? { error: 'The address is not valid (a malformed %-escape).' } : undefined),
    );
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request line or headers are too long.',
  },
  HPE_URI_TOO_LONG: { status: 414, reason: 'URI Too Long', message: 'The address is too long.' },
};

/**
 * Requests Node's HTTP parser refuses (an address or headers over its limits, a malformed request)
 * never reach Fastify; they are answered on the socket, in our shape, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    message: errorCatalog.BAD_REQUEST.message,
  };
  const code: ErrorCode = known.status === 400 ? 'BAD_REQUEST' : 'REQUEST_TOO_LARGE';
  const payload = JSON.stringify({ code, error: known.message });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}
