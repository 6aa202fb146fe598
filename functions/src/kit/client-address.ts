/**
 * The caller's address as the platform saw it (#33). Google's front end appends the
 * address it received the connection from to X-Forwarded-For, after whatever the client
 * sent in that header; so the right-most entry is the platform's hop and everything to its
 * left is the client's own claim. Callables are called on the function's own URL (not
 * through Hosting), so there is no further hop to skip. Express's `req.ip` (the left-most
 * entry under `trust proxy`) is exactly the client-written part, and is not used.
 */
export function platformClientAddress(
  request:
    | { ip?: string | undefined; headers?: Record<string, string | string[] | undefined> }
    | undefined,
): string | null {
  if (!request) return null;
  const forwarded = request.headers?.['x-forwarded-for'];
  const list = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const last = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  const address = last ?? request.ip ?? '';
  return address ? address.slice(0, 64) : null;
}
