/**
 * A worker that knows several API servers (API_URL, comma-separated) keeps judging while one of them is
 * away: it moves on to the next when a server refuses the connection or answers 5xx, keeps to the one
 * that answered, and only when none answers is the failure the infrastructure's (retried for free).
 * Real HTTP servers on real sockets stand for the API servers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { InfrastructureError, type JudgeRequest } from '@codeconquer/judge';
import { apiJobHandler } from '../src/api-job-handler';

const TOKEN = 'worker-token-'.padEnd(40, 'x');
const REQUEST: JudgeRequest = {
  language: 'python',
  source: 'print(1)\n',
  tests: [{ id: '1', input: '', answer: '1' }],
  limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
};

type FakeApi = { url: string; hits: string[]; status: number; close: () => Promise<void> };
const servers: FakeApi[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** An API server answering the internal judge-job calls with `status` (200: the job, or stored). */
async function fakeApi(status = 200): Promise<FakeApi> {
  const api: FakeApi = { url: '', hits: [], status, close: async () => undefined };
  const server = http.createServer((request, response) => {
    api.hits.push(`${request.method} ${request.url}`);
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return void response.writeHead(401).end();
    response.writeHead(api.status, { 'content-type': 'application/json' });
    response.end(api.status === 200 ? JSON.stringify({ request: REQUEST }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => new Promise((resolve) => server.close(() => resolve()));
  servers.push(api);
  return api;
}

/** An address nobody listens on: the connection is refused. */
async function refusingUrl(): Promise<string> {
  const gone = await fakeApi();
  await gone.close();
  servers.splice(servers.indexOf(gone), 1);
  return gone.url;
}

describe('a worker with several API servers', () => {
  it('moves on from a server that refuses the connection, and keeps to the one that answered', async () => {
    const down = await refusingUrl();
    const up = await fakeApi();
    const handler = apiJobHandler([down, up.url], TOKEN);
    expect(await handler.load('job-1')).toEqual(REQUEST);
    await handler.save('job-1', { verdict: 'Accepted' } as never);
    expect(up.hits).toEqual([
      'GET /api/internal/judge-jobs/job-1',
      'PUT /api/internal/judge-jobs/job-1/result',
    ]);
  });

  it('moves on from a server that answers 503 (stopping) and comes back to it when the other is away', async () => {
    const [first, second] = [await fakeApi(503), await fakeApi()];
    const handler = apiJobHandler([first.url, second.url], TOKEN);
    expect(await handler.load('job-2')).toEqual(REQUEST);
    expect(first.hits).toHaveLength(1);
    expect(second.hits).toHaveLength(1);
    first.status = 200;
    second.status = 502;
    expect(await handler.load('job-3')).toEqual(REQUEST);
    expect(second.hits).toHaveLength(2);
    expect(first.hits).toHaveLength(2);
  });

  it("calls it the infrastructure's failure only when no server answers", async () => {
    const handler = apiJobHandler([await refusingUrl(), await refusingUrl()], TOKEN);
    const failure = await handler.load('job-4').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InfrastructureError);
    expect((failure as Error).message).toMatch(/^No API server answered: .* is unreachable/);
  });

  it("treats a refusal that is not an outage as the job's own failure, without trying elsewhere", async () => {
    const [refusing, other] = [await fakeApi(400), await fakeApi()];
    const handler = apiJobHandler([refusing.url, other.url], TOKEN);
    const failure = await handler.load('job-5').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(InfrastructureError);
    expect(other.hits).toHaveLength(0);
  });
});
