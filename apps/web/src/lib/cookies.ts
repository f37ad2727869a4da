/** Reads and clears the one non-httpOnly cookie the server sets: a Google sign-in's hand-over code. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A cookie is cleared under the path it was set with. */
export function clearCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Max-Age=0; path=${path}; SameSite=Lax`;
}
