/**
 * The SSE helper (http/event-stream.ts) over a real socket: the headers reach the client at once, before
 * any event or heartbeat (a queued submission may send nothing for a while), and events arrive as sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { installEventStreams, openEventStream, type EventStream } from '../src/http/event-stream';

const app = Fastify();
installEventStreams(app);
let stream: EventStream | undefined;
app.get('/stream', async (request, reply) => {
  stream = openEventStream(request, reply);
});
afterAll(async () => {
  stream?.close();
  await app.close();
});

it('sends the headers before any event, then each event as it is sent', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no headers within 2 s')), 2000);
    http.get({ host: '127.0.0.1', port, path: '/stream' }, (res) => {
      clearTimeout(timer);
      resolve(res);
    });
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');

  const received = new Promise<string>((resolve) => {
    let text = '';
    response.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n\n')) resolve(text);
    });
  });
  stream?.send('progress', { passed: 1 });
  expect(await received).toBe('event: progress\ndata: {"passed":1}\n\n');
  response.destroy();
});
