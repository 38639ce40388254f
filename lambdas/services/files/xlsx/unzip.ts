import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from '../../../../shared/domain/files/zip-directory';

/**
 * The bytes of one entry of a zip, from the entries its central directory declares
 * (shared/domain/files/zip-directory.ts). Stored and deflated entries only; never unpacks more than the
 * entry declares (a lying directory cannot make it inflate a bomb). Throws on a damaged entry.
 */
export function unzipEntry(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (entry.offset + 30 > zip.length || view.getUint32(entry.offset, true) !== 0x04034b50) {
    throw new Error(`Zip entry ${entry.name} has no local header`);
  }
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = zip.subarray(start, start + entry.compressed);
  if (data.length !== entry.compressed) throw new Error(`Zip entry ${entry.name} is truncated`);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new Error(`Zip entry ${entry.name} uses compression method ${String(entry.method)}`);
  // maxOutputLength: inflating stops (and throws) past what the directory declared.
  return inflateRawSync(data, { maxOutputLength: Math.max(entry.unpacked, 1) });
}
