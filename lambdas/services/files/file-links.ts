import { presignGet } from '../../core/clients/s3';
import { env } from '../../core/env';
import { LINK_SECONDS } from '../../core/uploads';

/**
 * A presigned GET of a generated file (the generated-files bucket), downloaded under `fileName`
 * (Content-Disposition attachment), served `private, no-store`, valid for LINK_SECONDS. The links are
 * never stored: they expire.
 */
export async function presignFileDownload(key: string, fileName?: string) {
  const url = await presignGet(
    env.filesBucket,
    key,
    LINK_SECONDS,
    fileName ? { contentDisposition: `attachment; filename="${fileName}"` } : {},
  );
  return { url, expiresInSeconds: LINK_SECONDS };
}
