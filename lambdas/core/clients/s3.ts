import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from '../env';
import { clientConfig, currentClientHook, onResetClients } from './hook';

let s3: S3Client | undefined;
onResetClients(() => {
  s3 = undefined;
});

export function s3Client(): S3Client {
  if (!s3) {
    const endpoint = env.s3Endpoint;
    s3 = new S3Client({
      ...clientConfig(endpoint),
      // Checksums only where S3 requires them: by default the SDK would put a CRC32 of the empty
      // body into every presigned PUT, and S3 would refuse the browser's real file against it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(endpoint ? { forcePathStyle: true } : {}),
    });
    currentClientHook()?.(s3);
  }
  return s3;
}

/** Store an object. */
export async function putObject(
  input: Pick<
    PutObjectCommandInput,
    'Bucket' | 'Key' | 'Body' | 'ContentType' | 'ContentDisposition' | 'CacheControl' | 'Metadata'
  >,
): Promise<void> {
  await s3Client().send(new PutObjectCommand(input));
}

/** An object's size and ETag (quotes removed); undefined when there is no such object. */
export async function headObject(bucket: string, key: string): Promise<{ size: number; eTag: string } | undefined> {
  try {
    const out = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: out.ContentLength ?? 0, eTag: (out.ETag ?? '').replace(/"/g, '') };
  } catch (err) {
    if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return undefined;
    throw err;
  }
}

/**
 * An object's bytes and ETag (quotes removed); undefined when there is no such object. The caller
 * checks the size first (S3 event or {@link headObject}): this reads the whole body into memory.
 */
export async function getObjectBytes(
  bucket: string,
  key: string,
): Promise<{ bytes: Uint8Array; eTag: string; size: number } | undefined> {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return { bytes, eTag: (out.ETag ?? '').replace(/"/g, ''), size: bytes.byteLength };
  } catch (err) {
    if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
    throw err;
  }
}

/** A link that reads an object for `seconds`, optionally served with this Content-Disposition. */
export function presignGet(bucket: string, key: string, seconds: number, contentDisposition?: string): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ...(contentDisposition ? { ResponseContentDisposition: contentDisposition } : {}),
    }),
    { expiresIn: seconds },
  );
}

/** A link that writes one object for `seconds`; `signedHeaders` must then be sent as signed. */
export function presignPut(
  input: Pick<PutObjectCommandInput, 'Bucket' | 'Key' | 'ContentType' | 'ContentLength' | 'CacheControl'>,
  seconds: number,
  signedHeaders: readonly string[],
): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand(input), {
    expiresIn: seconds,
    signableHeaders: new Set(signedHeaders),
  });
}
