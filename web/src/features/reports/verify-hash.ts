/**
 * The SHA-256 of a file, computed in the browser with Web Crypto (nothing is uploaded),
 * as lower-case hex: what the function stored for the report (`sha256`).
 */
export async function sha256Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function fileSha256(file: Blob): Promise<string> {
  return sha256Hex(await file.arrayBuffer());
}

/** Whether `file` is byte for byte the certified report. */
export async function fileMatches(file: Blob, sha256: string): Promise<boolean> {
  return (await fileSha256(file)) === sha256.toLowerCase();
}
