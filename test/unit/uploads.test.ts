import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CACHE_CONTROL, UPLOAD_MAX_BYTES, formatBytes, uploadProblem } from '../../shared/domain/uploads';

/** The handler's environment in AWS (no emulator endpoint); presigning needs no network. */
const ENV = {
  AWS_REGION: 'ap-southeast-1',
  UPLOADS_BUCKET: 'uploads-bucket',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
};

beforeAll(async () => {
  for (const [k, v] of Object.entries(ENV)) vi.stubEnv(k, v);
  vi.stubEnv('S3_ENDPOINT', undefined);
  (await import('../../lambdas/core/clients/hook')).resetClients();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('a presigned upload URL', () => {
  it('signs the content type, the exact size and the cache header, and carries no checksum of an empty body', async () => {
    // prepare
    const { presignUpload } = await import('../../lambdas/services/uploads');
    // act
    const { uploadUrl, headers, key } = await presignUpload(
      'orgAttachment',
      'demo',
      'Registration Form.pdf',
      'application/pdf',
      123_456,
    );
    // assess
    const url = new URL(uploadUrl);
    expect(url.hostname).toBe('uploads-bucket.s3.ap-southeast-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';').sort()).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'host',
    ]);
    expect([...url.searchParams.keys()].filter((k) => /^x-amz-(checksum-|sdk-checksum-algorithm)/i.test(k))).toEqual(
      [],
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    // What the browser sends besides the Content-Length it takes from the file.
    expect(headers).toEqual({ 'content-type': 'application/pdf', 'cache-control': UPLOAD_CACHE_CONTROL });
  });

  it('differs for another size: the size is part of the signature', async () => {
    const { presignUpload } = await import('../../lambdas/services/uploads');
    const sign = async (size: number) =>
      new URL((await presignUpload('walletLogo', undefined, 'a.png', 'image/png', size)).uploadUrl);
    const [a, b] = await Promise.all([sign(100), sign(101)]);
    expect(a.searchParams.get('X-Amz-Signature')).not.toBe(b.searchParams.get('X-Amz-Signature'));
  });
});

describe('uploadProblem (the callable and the pages share it)', () => {
  it.each([
    ['a PNG logo of 20 KB', 'walletLogo', 'image/png', 20 * 1024, undefined],
    ['a logo of exactly the limit', 'walletLogo', 'image/webp', UPLOAD_MAX_BYTES.walletLogo, undefined],
    [
      'a spreadsheet attachment of 10 MB',
      'orgAttachment',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      10 * 1024 * 1024,
      undefined,
    ],
    ['a PDF logo', 'walletLogo', 'application/pdf', 100, 'contentType'],
    ['a file of no type', 'orgAttachment', '', 100, 'contentType'],
    ['an empty image', 'walletLogo', 'image/png', 0, 'size'],
    ['a logo one byte over', 'walletLogo', 'image/png', UPLOAD_MAX_BYTES.walletLogo + 1, 'size'],
  ] as const)('%s', (_case, purpose, contentType, size, field) => {
    expect(uploadProblem(purpose, { contentType, size })?.field).toBe(field);
  });

  it('says how large the file is and what the limit is, never the limit twice', () => {
    expect(
      uploadProblem('walletLogo', { contentType: 'image/png', size: UPLOAD_MAX_BYTES.walletLogo + 1 })?.message,
    ).toBe('The file is too large (1.1 MB). A logo can be at most 1 MB.');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(512)).toBe('512 bytes');
  });
});
