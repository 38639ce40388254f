import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  cacheControlOfKey,
  formatBytes,
  uploadCacheControl,
  uploadProblem,
} from '../../shared/domain/files/uploads';

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
    const { presignUpload } = await import('../../lambdas/core/uploads');
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
    expect(headers).toEqual({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
  });

  it('differs for another size: the size is part of the signature', async () => {
    const { presignUpload } = await import('../../lambdas/core/uploads');
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
    ['an SVG logo', 'walletLogo', 'image/svg+xml', 100, 'contentType'],
    ['an SVG attachment', 'orgAttachment', 'image/svg+xml', 100, 'contentType'],
    ['a logo one byte over', 'walletLogo', 'image/png', UPLOAD_MAX_BYTES.walletLogo + 1, 'size'],
  ] as const)('%s', (_case, purpose, contentType, size, field) => {
    expect(uploadProblem(purpose, { contentType, size })?.field).toBe(field);
  });

  it('refuses an SVG by its name whatever type it declares, for every purpose', () => {
    for (const purpose of Object.keys(UPLOAD_TYPES) as (keyof typeof UPLOAD_TYPES)[]) {
      for (const fileName of ['a.svg', 'B.SVG', 'c.svgz', 'd.svg '])
        expect(uploadProblem(purpose, { contentType: UPLOAD_TYPES[purpose][0], size: 10, fileName })?.field).toBe(
          'fileName',
        );
      expect(
        UPLOAD_TYPES[purpose].some((t) => /svg/i.test(t)),
        purpose,
      ).toBe(false);
    }
    expect(
      uploadProblem('walletLogo', { contentType: 'image/png', size: 10, fileName: 'svg-logo.png' }),
    ).toBeUndefined();
  });

  it('says how large the file is and what the limit is, never the limit twice', () => {
    expect(
      uploadProblem('walletLogo', { contentType: 'image/png', size: UPLOAD_MAX_BYTES.walletLogo + 1 })?.message,
    ).toBe('The file is too large (1.1 MB). A logo can be at most 1 MB.');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(512)).toBe('512 bytes');
  });
});

describe('caching of files', () => {
  it('is public for wallet logos only, by purpose and by key', () => {
    expect(uploadCacheControl('walletLogo')).toBe(PUBLIC_CACHE_CONTROL);
    for (const purpose of Object.keys(UPLOAD_TYPES) as (keyof typeof UPLOAD_TYPES)[])
      if (purpose !== 'walletLogo') expect(uploadCacheControl(purpose), purpose).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlOfKey('wallets/logos/01J/tng.png')).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheControlOfKey('orgs/demo/attachments/01J/a.pdf')).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlOfKey('wallets/logos/../../orgs/demo/a.pdf')).toBe(PRIVATE_CACHE_CONTROL);
    expect(PRIVATE_CACHE_CONTROL).toBe('private, no-store');
  });

  it('signs private, no-store into every presigned GET unless it names a public file', async () => {
    // prepare
    const { presignDownload } = await import('../../lambdas/core/uploads');
    // act
    const attachment = new URL((await presignDownload('orgs/demo/attachments/01J/a.pdf')).url);
    const logo = new URL((await presignDownload('wallets/logos/01J/tng.png')).url);
    const oldSvg = new URL((await presignDownload('wallets/logos/01J/old.svg')).url);
    // assess
    expect(attachment.searchParams.get('response-cache-control')).toBe('private, no-store');
    expect(logo.searchParams.get('response-cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(logo.searchParams.get('response-content-type')).toBeNull();
    expect(oldSvg.searchParams.get('response-content-type')).toBe('application/octet-stream');
    expect(oldSvg.searchParams.get('response-content-disposition')).toBe('attachment');
  });
});
