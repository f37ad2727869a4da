/**
 * A submission's live stream (GET /api/submission/:id/events) read as a browser's EventSource would:
 * `progress` events, then `done` with the stored submission; a stream the server ended without `done`
 * (a closing server sends `retry:`) is opened again after the retry time, until `deadline`.
 */
import http from 'node:http';

export type StreamOutcome = {
  id: string;
  /** The status in the `done` event; null when none came before the deadline. */
  status: string | null;
  progressEvents: number;
  /** Times the stream was opened again (ended without `done`, or refused). */
  reconnects: number;
  /** Seconds from opening to `done`. */
  seconds: number | null;
};

type Parsed = { event: string; data: string };

/** One connection: resolves with the `done` event's status, or null when the stream ended without it. */
function openOnce(
  url: string,
  token: string,
  onEvent: (event: Parsed) => void,
  retry: { ms: number },
  deadline: () => number,
): Promise<string | null> {
  return new Promise((resolve) => {
    let buffer = '';
    let done: string | null = null;
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', () => resolve(null));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const parsed: Parsed = { event: 'message', data: '' };
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) parsed.event = line.slice(7);
              else if (line.startsWith('data: ')) parsed.data += line.slice(6);
              else if (line.startsWith('retry: ')) retry.ms = Number(line.slice(7)) || retry.ms;
            }
            if (parsed.data === '') continue; // a heartbeat comment or a bare retry hint
            onEvent(parsed);
            if (parsed.event === 'done') {
              done = (JSON.parse(parsed.data) as { submission: { status: string } }).submission.status;
              req.destroy();
              resolve(done);
            }
          }
        });
        res.on('end', () => resolve(done));
        res.on('error', () => resolve(done));
      },
    );
    req.on('error', () => resolve(done));
    // A stream that stays open without its verdict (heartbeats only) is cut at the deadline.
    const timer = setInterval(() => Date.now() > deadline() && req.destroy(), 250);
    req.on('close', () => {
      clearInterval(timer);
      resolve(done);
    });
  });
}

export async function followStream(
  serverUrl: string,
  token: string,
  id: string,
  /** When to stop waiting (read again as time goes by: the caller may bring it forward). */
  deadline: () => number,
): Promise<StreamOutcome> {
  const started = Date.now();
  const outcome: StreamOutcome = { id, status: null, progressEvents: 0, reconnects: 0, seconds: null };
  const retry = { ms: 3000 };
  for (;;) {
    const status = await openOnce(
      `${serverUrl}/api/submission/${id}/events`,
      token,
      (event) => {
        if (event.event === 'progress') outcome.progressEvents += 1;
      },
      retry,
      deadline,
    );
    if (status !== null) {
      outcome.status = status;
      outcome.seconds = (Date.now() - started) / 1000;
      return outcome;
    }
    if (Date.now() + retry.ms > deadline()) return outcome;
    outcome.reconnects += 1;
    await new Promise((resolve) => setTimeout(resolve, retry.ms));
  }
}
