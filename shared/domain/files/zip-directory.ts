/**
 * A zip's central directory, read from its bytes before anything is unpacked: what each entry
 * declares it compresses and unpacks to. The import files (employee .xlsx, partner .xlsx) are
 * checked by it against zip bombs. Pure: no Node.js API, so the browser's preview uses it too.
 */

/** One entry of a zip's central directory: its name, its declared sizes, and where its data is. */
export interface ZipEntry {
  name: string;
  compressed: number;
  unpacked: number;
  /** 0 stored, 8 deflated (the only two a spreadsheet uses). */
  method: number;
  /** Offset of the entry's local header in the zip. */
  offset: number;
}

/**
 * The entries, or why there are none: `not-zip` (no end-of-central-directory record), or
 * `unreadable` (a truncated or damaged directory, or ZIP64, which no import file of these sizes needs).
 */
export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; why: 'not-zip' | 'unreadable' };

export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  if (bytes.length < 22) return { ok: false, why: 'not-zip' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: in the last 22 bytes plus at most a 64 KB comment.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, why: 'not-zip' };
  const total = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (total === 0xffff || at === 0xffffffff) return { ok: false, why: 'unreadable' };
  const entries: ZipEntry[] = [];
  for (let n = 0; n < total; n += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return { ok: false, why: 'unreadable' };
    const compressed = view.getUint32(at + 20, true);
    const unpacked = view.getUint32(at + 24, true);
    if (compressed === 0xffffffff || unpacked === 0xffffffff) return { ok: false, why: 'unreadable' };
    const nameLength = view.getUint16(at + 28, true);
    if (at + 46 + nameLength > bytes.length) return { ok: false, why: 'unreadable' };
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      compressed,
      unpacked,
      method: view.getUint16(at + 10, true),
      offset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { ok: true, entries };
}
