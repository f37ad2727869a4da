/**
 * The simulated clients' HTTP: node:http, so that a refused connection (nothing reached the server, safe
 * to send elsewhere) is told apart from a request that may have been served (never sent again).
 */
import http from 'node:http';

export type Answer = { status: number; body: string; ms: number };

export class RequestError extends Error {
  constructor(
    message: string,
    /** ECONNREFUSED, ECONNRESET, TIMEOUT, … */
    readonly code: string,
    readonly ms: number,
  ) {
    super(message);
  }

  /** Nothing reached the server: the request may go to another one. */
  get refused(): boolean {
    return this.code === 'ECONNREFUSED';
  }
}

export type RequestOptions = {
  method?: string;
  token?: string;
  /** The simulated user's address (TRUST_PROXY is on, so per-address rate limits see it). */
  ip?: string;
  body?: unknown;
  /** A keep-alive agent for the browsing traffic; none: a fresh connection (unambiguous refusals). */
  agent?: http.Agent;
  timeoutMs?: number;
};

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          reject(new RequestError(error.message, error.code ?? 'ERROR', performance.now() - started)),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 90_000, () => {
      req.destroy(Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new RequestError(error.message, error.code ?? 'ERROR', performance.now() - started)),
    );
    req.end(payload);
  });
}

/** The JSON of a successful answer (throws with the status and body otherwise). */
export async function json<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const answer = await request(url, options);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${options.method ?? 'GET'} ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

export type FailoverOutcome =
  | { type: 'answered'; answer: Answer; server: number; refusals: number }
  | { type: 'unanswered'; error: RequestError; server: number; refusals: number };

/**
 * What a load balancer does for a client: sends the request to server `first`; a refused connection goes
 * to the next server (round the list, pausing between rounds) until `giveUpMs`. Any other failure may
 * have reached a server (a submission may exist): reported as unanswered, never sent again.
 */
export async function withFailover(
  urls: () => string[],
  first: number,
  path: string,
  options: RequestOptions,
  giveUpMs = 60_000,
): Promise<FailoverOutcome> {
  const deadline = Date.now() + giveUpMs;
  let refusals = 0;
  for (let attempt = 0; ; attempt += 1) {
    const list = urls();
    const server = (first + attempt) % list.length;
    try {
      const answer = await request(`${list[server]}${path}`, options);
      return { type: 'answered', answer, server, refusals };
    } catch (error) {
      const failure = error as RequestError;
      if (!failure.refused || Date.now() > deadline)
        return { type: 'unanswered', error: failure, server, refusals };
      refusals += 1;
      if ((attempt + 1) % list.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
