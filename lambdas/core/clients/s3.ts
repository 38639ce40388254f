import type { PutObjectCommandInput, S3Client } from '@aws-sdk/client-s3';
import { PRIVATE_CACHE_CONTROL } from '../../../shared/domain/files/uploads';
import { env } from '../env';
import { errorName } from '../error-name';
import { currentCorrelationId } from '../powertools';
import { clientConfig, currentClientHook, onResetClients } from './hook';

/**
 * The S3 client, its command classes and the presigner, imported on first use rather than at
 * module load (docs/architecture.md#lambda-bundles).
 */
type S3Sdk = typeof import('@aws-sdk/client-s3');

let s3: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
onResetClients(() => {
  s3 = undefined;
});

async function createS3Client(): Promise<{ client: S3Client; sdk: S3Sdk }> {
  const sdk = await import('@aws-sdk/client-s3');
  const endpoint = env.s3Endpoint;
  const client = new sdk.S3Client({
    ...clientConfig(endpoint),
    // Checksums only where S3 requires them: by default the SDK would put a CRC32 of the empty
    // body into every presigned PUT, and S3 would refuse the browser's real file against it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { forcePathStyle: true } : {}),
  });
  currentClientHook()?.(client);
  return { client, sdk };
}

function s3Sdk(): Promise<{ client: S3Client; sdk: S3Sdk }> {
  s3 ??= createS3Client();
  return s3;
}

export async function s3Client(): Promise<S3Client> {
  return (await s3Sdk()).client;
}

/** The object metadata (`x-amz-meta-correlation-id`) naming the work that wrote a file (docs/architecture.md#logging). */
export const CORRELATION_METADATA = 'correlation-id';

/**
 * Store an object, `private, no-store` unless it says its own Cache-Control (every file we write is
 * private), with the correlation id of the work writing it in its metadata.
 */
export async function putObject(
  input: Pick<
    PutObjectCommandInput,
    'Bucket' | 'Key' | 'Body' | 'ContentType' | 'ContentDisposition' | 'CacheControl' | 'Metadata'
  >,
): Promise<void> {
  const { client, sdk } = await s3Sdk();
  const correlationId = currentCorrelationId();
  const Metadata = correlationId ? { ...input.Metadata, [CORRELATION_METADATA]: correlationId } : input.Metadata;
  await client.send(
    new sdk.PutObjectCommand({ CacheControl: PRIVATE_CACHE_CONTROL, ...input, ...(Metadata ? { Metadata } : {}) }),
  );
}

/** An object's size and ETag (quotes removed); undefined when there is no such object. */
export async function headObject(bucket: string, key: string): Promise<{ size: number; eTag: string } | undefined> {
  const { client, sdk } = await s3Sdk();
  try {
    const out = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: out.ContentLength ?? 0, eTag: (out.ETag ?? '').replace(/"/g, '') };
  } catch (err) {
    if (errorName(err) === 'NotFound') return undefined;
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
  const { client, sdk } = await s3Sdk();
  try {
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return { bytes, eTag: (out.ETag ?? '').replace(/"/g, ''), size: bytes.byteLength };
  } catch (err) {
    if (errorName(err) === 'NoSuchKey') return undefined;
    throw err;
  }
}

/** Headers a presigned GET makes S3 answer with, whatever the object was stored with. */
export interface ServedAs {
  /** Default `private, no-store` (shared/domain/files/uploads.ts): only a caller that names a public file caches it. */
  cacheControl?: string;
  contentDisposition?: string;
  contentType?: string;
}

/**
 * A link that reads an object for `seconds`. Its caching is signed into the link (S3's
 * `response-cache-control`), so a file stored with other headers, or none, is still served private.
 */
export async function presignGet(bucket: string, key: string, seconds: number, served: ServedAs = {}): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseCacheControl: served.cacheControl ?? PRIVATE_CACHE_CONTROL,
      ...(served.contentDisposition ? { ResponseContentDisposition: served.contentDisposition } : {}),
      ...(served.contentType ? { ResponseContentType: served.contentType } : {}),
    }),
    { expiresIn: seconds },
  );
}

/** A link that writes one object for `seconds`; `signedHeaders` must then be sent as signed. */
export async function presignPut(
  input: Pick<PutObjectCommandInput, 'Bucket' | 'Key' | 'ContentType' | 'ContentLength' | 'CacheControl'>,
  seconds: number,
  signedHeaders: readonly string[],
): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(client, new sdk.PutObjectCommand(input), {
    expiresIn: seconds,
    signableHeaders: new Set(signedHeaders),
  });
}

/**
 * Delete every object under `prefix` (ListObjectsV2 a page of up to 1,000 keys, then DeleteObject
 * each): an object already gone counts as deleted. Answers how many it deleted. In a versioned
 * bucket each becomes a delete marker; its earlier versions expire by the bucket's lifecycle.
 */
export async function deleteObjectsUnder(bucket: string, prefix: string): Promise<number> {
  const { client, sdk } = await s3Sdk();
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      deleted += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
