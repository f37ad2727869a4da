/**
 * deploy/nginx/codeconquer.conf, the file operators install, run by Debian's nginx in front of two API
 * servers on one PostgreSQL and one Redis, with a judge worker that reaches the API through the proxy
 * too. Checked through the proxy: requests reach both servers, event streams deliver each event as it
 * happens, a photo upload larger than nginx's default body limit passes (and is served by either server,
 * from the shared DATA_DIR), and the client's address reaches the servers (TRUST_PROXY=true) while an
 * X-Forwarded-For the client made up does not.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../../e2e/support/server';
import {
  createOwnDatabase,
  newQueueLink,
  queuedServerEnv,
  signUp,
  startWorker,
  type OwnDatabase,
  type WorkerProcess,
} from '../../apps/judge-worker/test/support';

const NGINX = '/usr/sbin/nginx';
const shippedConf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../nginx/codeconquer.conf');
const link = newQueueLink('nginx');
const ADMIN_EMAIL = 'nginx.admin@example.com';
const METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** The address the test's client connects to nginx from (loopback, but not nginx's own 127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.2';
/**
 * How soon a stream's headers and each of its events must come through. Unbuffered they take
 * milliseconds (a change made on one server reaches the other over Redis); a buffering nginx held a
 * stream's headers back until the server's first keep-alive comment, 15 s later.
 */
const EVENT_WITHIN_MS = 3000;

type NginxProxy = { url: string; stop: () => Promise<void>; errorLog: () => string };

let database: OwnDatabase;
let dataDir: string;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
let proxy: NginxProxy | undefined;
let worker: WorkerProcess | undefined;

/** The shipped file with its `listen … 80` lines on `port` of the loopback instead; nothing else changes. */
function renderConf(port: number): string {
  const shipped = fs.readFileSync(shippedConf, 'utf8');
  const ipv4 = /^ {4}listen 80;$/m;
  const ipv6 = /^ {4}listen \[::\]:80;\n/m;
  if (!ipv4.test(shipped) || !ipv6.test(shipped))
    throw new Error(`${shippedConf} no longer has the two \`listen … 80\` lines this test replaces`);
  return shipped.replace(ipv4, `    listen 127.0.0.1:${port};`).replace(ipv6, '');
}

/**
 * nginx as a child process (no daemon), all its files in a folder of its own: a main configuration
 * that includes the rendered codeconquer.conf, and the upstream list that file includes.
 */
async function startNginx(upstreamPorts: number[]): Promise<NginxProxy> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-nginx-'));
  // As root, nginx's workers run as an unprivileged user: they must reach the temp folders in here.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'codeconquer.conf'), renderConf(port));
  fs.writeFileSync(
    path.join(dir, 'codeconquer-upstreams.conf'),
    upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};\n`).join(''),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};\n`)
    .join('');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;\nevents { worker_connections 256; }\nhttp {\n  access_log ${path.join(dir, 'access.log')};\n${temp}  include codeconquer.conf;\n}\n`,
  );
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];
  const pid = `pid ${path.join(dir, 'nginx.pid')};`;
  try {
    execFileSync(NGINX, [...args, '-t', '-q', '-g', pid], { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr;
    throw new Error(`nginx -t refused the configuration:\n${stderr}`, { cause: error });
  }
  const child: ChildProcess = spawn(NGINX, [...args, '-g', `daemon off; ${pid}`], { stdio: 'ignore' });
  // SIGTERM, not SIGKILL: the master must live to stop its workers.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const readErrorLog = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${readErrorLog()}`);
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop, errorLog: readErrorLog };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 10 s:\n${readErrorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createOwnDatabase('nginx');
  // Several servers share DATA_DIR (in production: one network file system): a photo uploaded through
  // one is served by any (deploy/README.md). The database is PostgreSQL, so no server opens DATA_DIR/db.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-nginx-data-'));
  const env = {
    ...queuedServerEnv(database.url, link),
    ADMIN_EMAILS: ADMIN_EMAIL,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    METRICS_TOKEN,
  };
  one = await startServer(env, { dataDir });
  two = await startServer(env, { dataDir });
  proxy = await startNginx([one.port, two.port]);
});

afterAll(async () => {
  worker?.stop();
  await proxy?.stop();
  await one?.stop();
  await two?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

function running(): { one: RunningServer; two: RunningServer; proxy: NginxProxy } {
  if (!one || !two || !proxy) throw new Error('the servers or nginx did not start');
  return { one, two, proxy };
}

async function call<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${running().proxy.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** How many GET /api/health requests a server has answered with 200, from its own /metrics. */
async function healthAnswered(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text())
    .split('\n')
    .find(
      (row) =>
        row.startsWith('http_request_duration_seconds_count{') &&
        row.includes('method="GET"') &&
        row.includes('route="/api/health"') &&
        row.includes('status="200"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

type Followed = {
  /** Each event's name, in order, as it arrived. */
  events: string[];
  /** The stream's response, once its headers arrived (a proxy that buffers holds them back too). */
  response: Promise<http.IncomingMessage>;
  /** How long the headers took to arrive. */
  headersAfterMs: () => number | undefined;
  ended: () => boolean;
  close: () => void;
};

/** Opens an event stream through the proxy and records each event as its bytes arrive. */
function follow(route: string, token: string): Followed {
  const events: string[] = [];
  let ended = false;
  let request: http.ClientRequest | undefined;
  const opened = Date.now();
  let headersAfterMs: number | undefined;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      `${running().proxy.url}/api${route}`,
      { headers: { authorization: `Bearer ${token}` } },
      (answer) => {
        headersAfterMs = Date.now() - opened;
        answer.setEncoding('utf8');
        let pending = '';
        answer.on('data', (chunk: string) => {
          pending += chunk;
          const blocks = pending.split('\n\n');
          pending = blocks.pop() ?? '';
          for (const block of blocks) {
            const name = /^event: (\w+)$/m.exec(block)?.[1];
            if (name) events.push(name);
          }
        });
        answer.on('end', () => (ended = true));
        answer.on('close', () => (ended = true));
        resolve(answer);
      },
    );
    request.on('error', reject);
  });
  return {
    events,
    response,
    headersAfterMs: () => headersAfterMs,
    ended: () => ended,
    close: () => request?.destroy(),
  };
}

it('spreads requests over both servers', async () => {
  const { one, two, proxy } = running();
  const before = [await healthAnswered(one), await healthAnswered(two)];
  for (let i = 0; i < 10; i++) expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);
  const after = [await healthAnswered(one), await healthAnswered(two)];
  const served = after.map((count, i) => count - (before[i] as number));
  expect(served[0]).toBeGreaterThan(0);
  expect(served[1]).toBeGreaterThan(0);
  expect((served[0] as number) + (served[1] as number)).toBe(10);
  // The balancer does not offer one server's metrics as if they were the site's.
  expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
});

it("streams a contest's events through the proxy as they happen", async () => {
  const admin = await signUp(running().proxy.url, dataDir, ADMIN_EMAIL);
  const user = await signUp(running().proxy.url, dataDir);
  const { contest } = await call<{ contest: { id: string } }>('POST', '/admin/contests', admin, {
    title: 'Through nginx',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
    freezeMinutes: 0,
    problems: ['add-two'],
  });
  await call('POST', `/contests/${contest.id}/register`, user);
  const stream = follow(`/contests/${contest.id}/events`, user);
  try {
    const response = await stream.response;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headersAfterMs()).toBeLessThan(EVENT_WITHIN_MS);
    // A contest's stream never ends by itself: an event that arrives while it is open was not held in a
    // buffer until the end. Each question is one event of a few dozen bytes, far below nginx's buffers.
    for (const question of ['Is a ≥ 0?', 'May b be negative?']) {
      const seen = stream.events.filter((name) => name === 'clarifications').length;
      await call('POST', `/contests/${contest.id}/clarifications`, user, { question });
      const asked = Date.now();
      await expect
        .poll(() => stream.events.filter((name) => name === 'clarifications').length, {
          timeout: EVENT_WITHIN_MS,
          interval: 20,
        })
        .toBe(seen + 1);
      expect(Date.now() - asked).toBeLessThan(EVENT_WITHIN_MS);
      expect(stream.ended()).toBe(false);
    }
  } finally {
    stream.close();
  }
});

it("follows a submission's judging through the proxy to its verdict", async () => {
  const user = await signUp(running().proxy.url, dataDir);
  const { submission } = await call<{ submission: { id: string } }>('POST', '/submission', user, {
    problemId: 'add-two',
    language: 'python',
    code: RIGHT,
  });
  // No worker yet: the stream opens on a queued submission and has to carry the judging as it happens.
  const stream = follow(`/submission/${submission.id}/events`, user);
  try {
    expect((await stream.response).statusCode).toBe(200);
    expect(stream.headersAfterMs()).toBeLessThan(EVENT_WITHIN_MS);
    expect(stream.events).toEqual([]);
    // The worker, too, reaches the API through the proxy (its internal routes pass like any other).
    worker = startWorker({ apiUrl: running().proxy.url, ...link });
    await expect.poll(() => stream.ended(), { timeout: 60_000, interval: 100 }).toBe(true);
    expect(stream.events).toContain('progress');
    expect(stream.events.at(-1)).toBe('done');
    const { submission: judged } = await call<{ submission: { status: string } }>(
      'GET',
      `/submission/${submission.id}`,
      user,
    );
    expect(judged.status).toBe('Accepted');
  } finally {
    stream.close();
  }
});

it('passes a photo upload larger than nginx’s default body limit, served by either server', async () => {
  const { proxy } = running();
  const token = await signUp(proxy.url, dataDir);
  const me = await call<{ user: { id: string } }>('GET', '/auth/verify', token);
  // 1.8 MB: over nginx's default client_max_body_size (1 MB), under the server's 2 MB photo limit.
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(1_800_000)]);
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await fetch(`${proxy.url}/api/users/${me.user.id}/upload-photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const url = ((await uploaded.json()) as { user: { profilePhotoUrl: string } }).user.profilePhotoUrl;
  // Round robin: four reads reach both servers, and each finds the file in the shared DATA_DIR.
  for (let i = 0; i < 4; i++) {
    const served = await fetch(`${proxy.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  }
});

it("records the client's address, not one the client wrote into X-Forwarded-For", async () => {
  const { proxy } = running();
  const email = `nginx.ip.${crypto.randomBytes(4).toString('hex')}@example.com`;
  await signUp(proxy.url, dataDir, email);
  const body = JSON.stringify({ email, password: 'secret-pass-1' });
  // Signed in from 127.0.0.2 (nginx itself talks to the servers from 127.0.0.1), claiming another address.
  const token = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${proxy.url}/api/auth/login`,
      {
        method: 'POST',
        localAddress: CLIENT_ADDRESS,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve((JSON.parse(text) as { token: string }).token)
            : reject(new Error(`login: ${response.statusCode} ${text}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  // The session keeps the address the server saw (request.ip): with TRUST_PROXY=true, what nginx set.
  const { rows } = await database.client.query<{ ip: string }>(
    'select ip from sessions where token_hash = $1',
    [crypto.createHash('sha256').update(token).digest('hex')],
  );
  expect(rows).toEqual([{ ip: CLIENT_ADDRESS }]);
  expect(proxy.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
});
