/**
 * The app secret keys the HMACs of one-time codes. It comes from APP_SECRET or, on the embedded default,
 * is generated once and kept in $DATA_DIR/secret.key so codes survive a restart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** Hex SHA-256 (the one-shot `crypto.hash`: a session lookup hashes its token on every request). */
export function sha256(value: string): string {
  return crypto.hash('sha256', value, 'hex');
}

export function hmac(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex');
}

/** An opaque random token (256 bits, URL-safe). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
