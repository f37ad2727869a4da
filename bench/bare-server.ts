/**
 * The baseline of `bench/api.bench.ts`: a bare Fastify server (no logger, no plugins, no database) that
 * answers each route of a manifest with fixed bytes, run as its own process so that it pays the same
 * process costs as the real server. The manifest is a JSON file of `{ url, contentType, bodyFile }`.
 * Usage: node --import tsx bench/bare-server.ts <manifest.json> <port>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

export type BareRoute = { url: string; contentType: string; bodyFile: string };

async function main(): Promise<void> {
  const [manifestFile, port] = process.argv.slice(2);
  if (!manifestFile || !port) throw new Error('usage: bare-server.ts <manifest.json> <port>');
  const routes = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BareRoute[];
  const app = Fastify();
  for (const route of routes) {
    const body = fs.readFileSync(route.bodyFile);
    app.get(route.url, (_request, reply) => reply.type(route.contentType).send(body));
  }
  app.get('/health', () => ({ status: 'ok' }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
