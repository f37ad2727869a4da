/**
 * The one way the web app calls the API (docs/product.md#api): base /api, JSON, credentials included, the
 * bearer token added when present. A non-OK answer throws ApiRequestError with the server's code and message.
 * main.tsx imports this module too (it stays in the entry chunk, with storage.ts): `startEarlyRequest`
 * sends the first screen's GET before React and the app have loaded.
 */
import type { ApiError } from '@codeconquer/contracts';
import { translatedError } from '@/i18n/error-translation';
import { tokenStore } from './storage';

export const API_BASE = '/api';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError>;

  constructor(status: number, body: Partial<ApiError>, fallbackMessage: string) {
    super(body.error ?? fallbackMessage);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body.code;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Shown when the server answers without a message (docs/product.md#messages). */
  fallbackError?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (saving as the tab closes); the body must stay under 64 KB. */
  keepalive?: boolean;
  /**
   * 'blob': the answer is a file (a problem's export), resolved as a Blob; a refusal is JSON all the same.
   * A plain link to the file could not carry the bearer token.
   */
  responseType?: 'json' | 'blob';
};

function headersFor(body: unknown): Headers {
  const headers = new Headers();
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return { error: undefined };
  }
}

/**
 * The answer's body; a body cut off (the page is being left, the connection dropped) is no answer at all,
 * as a failed fetch is: status 0, never an error of the server's.
 */
async function readBody(response: Response, fallbackError: string, asBlob = false): Promise<unknown> {
  try {
    return await (asBlob ? response.blob() : readJson(response));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, {}, fallbackError);
  }
}

/** GETs sent by main.tsx before the app has loaded, by path, each taken by the first apiRequest for it. */
const earlyRequests = new Map<string, { response: Promise<Response>; sentAt: number }>();
/** An early answer older than this is not used: the page has moved on, and is asking again later. */
const EARLY_REQUEST_MAX_AGE_MS = 10_000;

/**
 * Sends `GET /api{path}` now, with the same headers as apiRequest, for the first apiRequest of that path
 * to take (docs/delivery.md): the first screen's data then downloads beside the app's code instead of after
 * it has loaded and run.
 */
export function startEarlyRequest(path: string): void {
  const response = fetch(`${API_BASE}${path}`, { credentials: 'include', headers: headersFor(undefined) });
  // A failure is reported to whoever takes the answer; unclaimed, it is nobody's to report.
  response.catch(() => undefined);
  earlyRequests.set(path, { response, sentAt: Date.now() });
}

function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = earlyRequests.get(path);
  if (!early) return undefined;
  earlyRequests.delete(path);
  return Date.now() - early.sentAt <= EARLY_REQUEST_MAX_AGE_MS ? early.response : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    fallbackError = 'An error occurred. Please try again.',
    signal,
    keepalive,
    responseType = 'json',
  } = options;
  const early = method === 'GET' && !signal ? takeEarlyRequest(path) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        credentials: 'include',
        headers: headersFor(body),
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal,
        keepalive,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, {}, fallbackError);
  }
  const data = await readBody(response, fallbackError, response.ok && responseType === 'blob');
  if (!response.ok) {
    const errorBody = typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : {};
    // Some errors carry `message` instead of `error`; show whichever the server sent.
    const message = errorBody.error ?? (data as { message?: string }).message;
    throw new ApiRequestError(response.status, { ...errorBody, error: message }, fallbackError);
  }
  return data as T;
}

/**
 * Opens a streamed answer (server-sent events) with the same base, credentials and bearer token as every
 * other call. EventSource cannot send the bearer header, hence fetch and a stream reader.
 */
export async function apiStream(
  path: string,
  options: { signal?: AbortSignal; fallbackError?: string } = {},
): Promise<ReadableStream<Uint8Array>> {
  const { signal, fallbackError = 'An error occurred. Please try again.' } = options;
  const headers = headersFor(undefined);
  headers.set('Accept', 'text/event-stream');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { credentials: 'include', headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, {}, fallbackError);
  }
  if (!response.ok || !response.body) {
    const data = await readJson(response);
    const errorBody = typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : {};
    throw new ApiRequestError(response.status, errorBody, fallbackError);
  }
  return response.body;
}

/**
 * The message to show for any thrown value: an API error's in the reader's language (by its code; in
 * English the server's own text), else the error's (English readers only), else the caller's fallback, else
 * the general message in the reader's language.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const general = () => fallback ?? translatedError(undefined) ?? 'An error occurred. Please try again.';
  if (error instanceof ApiRequestError) {
    if (error.code) return translatedError(error.code) ?? (error.message || general());
    // No code: the request's own fallback text (a caller's, in the reader's language where it was given).
    return error.message || general();
  }
  // A network failure or the browser's own error: its text is in English, shown only to English readers.
  if (error instanceof Error && error.message && translatedError(undefined) === undefined)
    return error.message;
  return general();
}
