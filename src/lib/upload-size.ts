/**
 * What an upload costs on the wire, so a request the backend would drop (PHP's post_max_size) is
 * refused before it is sent, with a message that says which file and by how much.
 */

/** Characters of base64 for `bytes` bytes (padded to groups of four). */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** Bytes of a JSON body exactly as it is sent (UTF-8; base64 needs no escaping). */
export const jsonBodyBytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

/** A multipart body's bytes beyond the file: boundaries, part headers, the file name and the `type` field. */
export const MULTIPART_OVERHEAD_BYTES = 1024;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1024-based like PHP's limits ('8M' reads as 8 MB); one decimal below 100, rounded up when `up`. */
export function formatBytes(bytes: number, { up = false } = {}): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const step = unit > 0 && value < 100 ? 10 : 1;
  const rounded = (up ? Math.ceil(value * step - 1e-9) : Math.round(value * step)) / step;
  return `${rounded} ${UNITS[unit]}`;
}

export interface TooLarge {
  /** The file named in the message. */
  name: string;
  /** What that file adds to the request, as sent (after shrinking). */
  fileBytes: number;
  requestBytes: number;
  limitBytes: number;
  /** Whether the file travels base64-encoded (JSON), so each byte saved saves 4/3 on the wire. */
  base64: boolean;
}

/** How many bytes the file itself must lose for the request to fit. */
export function bytesToShed({ requestBytes, limitBytes, base64 }: Pick<TooLarge, 'requestBytes' | 'limitBytes' | 'base64'>): number {
  const over = requestBytes - limitBytes;
  if (over <= 0) return 0;
  // Base64 grows in steps of 4 characters per 3 bytes.
  return base64 ? Math.ceil(over / 4) * 3 : over;
}

export function tooLargeMessage(tooLarge: TooLarge): string {
  const { name, fileBytes, requestBytes, limitBytes } = tooLarge;
  return (
    `${name} (${formatBytes(fileBytes)}) is too large to send: the upload would be ${formatBytes(requestBytes, { up: true })}, ` +
    `${formatBytes(requestBytes - limitBytes, { up: true })} over the server's limit of ${formatBytes(limitBytes)}. ` +
    `Choose a file at least ${formatBytes(bytesToShed(tooLarge), { up: true })} smaller.`
  );
}

/** The message for a file sent alone as multipart (upload.php), or null when it fits. */
export function multipartTooLarge(name: string, fileBytes: number, limitBytes: number): string | null {
  const requestBytes = fileBytes + MULTIPART_OVERHEAD_BYTES;
  return requestBytes > limitBytes ? tooLargeMessage({ name, fileBytes, requestBytes, limitBytes, base64: false }) : null;
}
