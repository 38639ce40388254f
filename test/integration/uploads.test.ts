import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import type { CallableInput } from '../../shared/callables/index';
import { badgePng } from '../../dev/png';
import { putObject } from '../../lambdas/core/clients/s3';
import { presignFileDownload } from '../../lambdas/services/files/file-links';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const tokens = {} as Record<'admin' | 'manager' | 'otherManager' | 'employee', string>;
beforeAll(async () => {
  const [admin, manager, otherManager, employee] = await Promise.all(
    ['admin@platform.test', 'manager@demo.test', 'manager@other.test', 'employee@other.test'].map((e) =>
      signIn(e, DEMO_PASSWORD),
    ),
  );
  Object.assign(tokens, {
    admin: admin.idToken,
    manager: manager.idToken,
    otherManager: otherManager.idToken,
    employee: employee.idToken,
  });
});

const origin = () => new URL(inject('stackUrl')).origin;

/** Upload through a presigned PUT as the browser does (its exact size, with exactly the headers given). */
async function upload(payload: Omit<CallableInput<'uploads-getUploadUrl'>, 'size'>, body: string | Buffer) {
  const res = await callApi('uploads-getUploadUrl', { ...payload, size: Buffer.byteLength(body) }, tokens.admin);
  expectOk(res);
  const put = await fetch(res.body.uploadUrl, {
    method: 'PUT',
    headers: { origin: origin(), ...res.body.headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  expect(put.status).toBe(200);
  return res.body.key;
}

const download = async (key: string, token: string) => callApi('uploads-getDownloadUrl', { key }, token);

describe('uploads', () => {
  it('stores a wallet logo by presigned PUT that every signed-in user can see, cached for a year', async () => {
    const logo = badgePng('#123456', '#FFFFFF', 'B');
    const key = await upload({ purpose: 'walletLogo', fileName: 'My Logo (1).png', contentType: 'image/png' }, logo);
    expect(key).toMatch(/^wallets\/logos\/[0-9A-Z]{26}\/My_Logo_1_.png$/);
    const link = await download(key, tokens.employee);
    expectOk(link);
    const file = await fetch(link.body.url, { headers: { origin: origin() } });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(logo);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000');
  });

  it("keeps an organisation's attachments to that organisation (and administrators), served private, no-store", async () => {
    const key = await upload(
      { purpose: 'orgAttachment', orgId: 'demo', fileName: 'registration.pdf', contentType: 'application/pdf' },
      '%PDF-1.4',
    );
    expect(key.startsWith('orgs/demo/attachments/')).toBe(true);
    const link = await download(key, tokens.manager);
    expectOk(link);
    const file = await fetch(link.body.url, { headers: { origin: origin() } });
    expect(await file.text()).toBe('%PDF-1.4');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await download(key, tokens.manager)).status).toBe(200);
    expect((await download(key, tokens.admin)).status).toBe(200);
    expect((await download(key, tokens.otherManager)).status).toBe(404);
    expect((await download('orgs/other/../demo/attachments/x.pdf', tokens.otherManager)).status).toBe(404);
  });

  it('refuses a file type the purpose does not take, an attachment without its organisation, and non-administrators', async () => {
    const badType = await callApi(
      'uploads-getUploadUrl',
      { purpose: 'walletLogo', fileName: 'x.exe', contentType: 'application/x-msdownload', size: 100 },
      tokens.admin,
    );
    expectRefused(badType, 400);
    expect(badType.body.errorInfo.details?.[0].field).toBe('contentType');
    const noOrg = await callApi(
      'uploads-getUploadUrl',
      { purpose: 'orgAttachment', fileName: 'a.pdf', contentType: 'application/pdf', size: 100 },
      tokens.admin,
    );
    expectRefused(noOrg, 400);
    expect(
      (
        await callApi(
          'uploads-getUploadUrl',
          {
            purpose: 'orgAttachment',
            orgId: 'no-such-org',
            fileName: 'a.pdf',
            contentType: 'application/pdf',
            size: 100,
          },
          tokens.admin,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          'uploads-getUploadUrl',
          { purpose: 'walletLogo', fileName: 'a.png', contentType: 'image/png', size: 100 },
          tokens.manager,
        )
      ).status,
    ).toBe(403);
  });

  it.each<[string, CallableInput<'uploads-getUploadUrl'>, string]>([
    [
      'a logo over 1 MB',
      { purpose: 'walletLogo', fileName: 'big.png', contentType: 'image/png', size: 1024 * 1024 + 1 },
      'The file is too large (1.1 MB). A logo can be at most 1 MB.',
    ],
    [
      'an attachment over 10 MB',
      {
        purpose: 'orgAttachment',
        orgId: 'demo',
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
        size: 25 * 1024 * 1024,
      },
      'The file is too large (25 MB). An attachment can be at most 10 MB.',
    ],
    [
      'an empty file',
      { purpose: 'walletLogo', fileName: 'empty.png', contentType: 'image/png', size: 0 },
      'The file is empty. Choose another file.',
    ],
  ])('refuses %s with 400 on the size, and presigns nothing', async (_case, payload, message) => {
    // act
    const res = await callApi('uploads-getUploadUrl', payload, tokens.admin);
    // assess
    expectRefused(res, 400);
    expect(res.body.errorInfo).toEqual({ code: 'INVALID_ARGUMENT', message, details: [{ field: 'size', message }] });
  });

  it('refuses a request without the size (the signature needs it)', async () => {
    const res = await callApiRaw(
      'uploads-getUploadUrl',
      { purpose: 'walletLogo', fileName: 'a.png', contentType: 'image/png' },
      tokens.admin,
    );
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.map((d) => d.field)).toEqual(['size']);
  });

  it('signs the type, the exact size and the cache header into the URL, with no checksum of an empty body', async () => {
    // act
    const res = await callApi(
      'uploads-getUploadUrl',
      { purpose: 'walletLogo', fileName: 'a.png', contentType: 'image/png', size: 2048 },
      tokens.admin,
    );
    expectOk(res);
    // assess
    const url = new URL(res.body.uploadUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'cache-control']),
    );
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(res.body.headers).toEqual({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000' });
  });

  it.each<[string, Omit<CallableInput<'uploads-getUploadUrl'>, 'size'>]>([
    [
      'an attachment',
      { purpose: 'orgAttachment', orgId: 'demo', fileName: 'contract.pdf', contentType: 'application/pdf' },
    ],
    ['an invoice', { purpose: 'invoice', fileName: 'inv.pdf', contentType: 'application/pdf' }],
    ['a sales file', { purpose: 'salesFile', fileName: 'sales.csv', contentType: 'text/csv' }],
  ])('signs private, no-store into the upload of %s', async (_case, payload) => {
    const res = await callApi(
      'uploads-getUploadUrl',
      { ...payload, size: 100 },
      payload.purpose === 'invoice' ? tokens.manager : tokens.admin,
    );
    expectOk(res);
    expect(res.body.headers['cache-control']).toBe('private, no-store');
  });

  it('serves a private file stored with public caching (before this rule) private, no-store', async () => {
    // prepare: stored as uploads were until issue 26
    const key = `orgs/demo/attachments/01JOLDUPLOAD00000000000001/old.pdf`;
    await putObject({
      Bucket: process.env.UPLOADS_BUCKET,
      Key: key,
      Body: '%PDF-1.4 old',
      ContentType: 'application/pdf',
      CacheControl: 'public, max-age=31536000',
    });
    // act
    const link = await download(key, tokens.manager);
    expectOk(link);
    const file = await fetch(link.body.url, { headers: { origin: origin() } });
    // assess
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves a generated file (the generated-files bucket) private, no-store', async () => {
    // prepare
    const key = 'orgs/demo/exports/01JGENERATED00000000000001/report.csv';
    await putObject({ Bucket: process.env.FILES_BUCKET, Key: key, Body: 'a,b\n1,2\n', ContentType: 'text/csv' });
    // act
    const { url } = await presignFileDownload(key, 'report.csv');
    const file = await fetch(url);
    // assess
    expect(await file.text()).toBe('a,b\n1,2\n');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('SVG', () => {
  const SVG_MESSAGE = (accepted: string) =>
    `SVG images cannot be uploaded (they can carry script). Save the image as PNG or JPEG and upload that; accepted here: ${accepted}.`;

  it.each<[string, CallableInput<'uploads-getUploadUrl'>, 'contentType' | 'fileName']>([
    [
      'a logo of type image/svg+xml',
      { purpose: 'walletLogo', fileName: 'logo.svg', contentType: 'image/svg+xml', size: 100 },
      'contentType',
    ],
    [
      'a logo typed image/svg+xml with parameters and another name',
      { purpose: 'walletLogo', fileName: 'logo.png', contentType: 'Image/SVG+XML; charset=utf-8', size: 100 },
      'contentType',
    ],
    [
      'an attachment named .svg but declared a PNG',
      { purpose: 'orgAttachment', orgId: 'demo', fileName: 'Drawing.SVG', contentType: 'image/png', size: 100 },
      'fileName',
    ],
    [
      'a compressed SVG attachment',
      { purpose: 'orgAttachment', orgId: 'demo', fileName: 'drawing.svgz', contentType: 'image/png', size: 100 },
      'fileName',
    ],
  ])('refuses %s with 400 naming the field, and presigns nothing', async (_case, payload, field) => {
    // act
    const res = await callApi('uploads-getUploadUrl', payload, tokens.admin);
    // assess
    expectRefused(res, 400);
    const accepted =
      payload.purpose === 'walletLogo'
        ? 'image/png, image/jpeg, image/webp'
        : 'image/png, image/jpeg, image/webp, application/pdf, text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(res.body.errorInfo).toEqual({
      code: 'INVALID_ARGUMENT',
      message: SVG_MESSAGE(accepted),
      details: [{ field, message: SVG_MESSAGE(accepted) }],
    });
  });

  it('serves an SVG stored before SVG was refused as a download of bytes, never as image/svg+xml', async () => {
    // prepare
    const key = 'wallets/logos/01JOLDSVG0000000000000001/old.svg';
    await putObject({
      Bucket: process.env.UPLOADS_BUCKET,
      Key: key,
      Body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ContentType: 'image/svg+xml',
    });
    // act
    const link = await download(key, tokens.employee);
    expectOk(link);
    const file = await fetch(link.body.url, { headers: { origin: origin() } });
    // assess
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe('attachment');
  });
});
