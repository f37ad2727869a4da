/** Reads one-time codes from the .eml files the embedded mailer writes to $DATA_DIR/outbox. */
import fs from 'node:fs';
import path from 'node:path';

function messagesTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const recipient = email.toLowerCase();
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.toLowerCase().includes(recipient))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
}

/** Waits for the `count`-th message to `email` and returns its six-digit code. */
export async function waitForCode(
  dataDir: string,
  email: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = messagesTo(dataDir, email)[count - 1];
    const code = message?.match(/Your code is: (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code number ${count} reached the outbox for ${email} within ${timeoutMs} ms.`);
}
