import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import type { CallableInput } from '../../shared/callables/index';

const tokens = {} as Record<'admin' | 'manager' | 'otherManager' | 'employee', string>;
beforeAll(async () => {
  const [admin, manager, otherManager, employee] = await Promise.all(
    ['admin@platform.test', 'manager@demo.test', 'manager@other.test', 'employee@other.test'].map((e) =>
      signIn(e, 'Passw0rd!'),
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
async function upload(payload: Omit<CallableInput<'uploads-getUploadUrl'>, 'size'>, body: string) {
  const res = await callApi('uploads-getUploadUrl', { ...payload, size: Buffer.byteLength(body) }, tokens.admin);
  expectOk(res);
  const put = await fetch(res.body.uploadUrl, {
    method: 'PUT',
    headers: { origin: origin(), ...res.body.headers },
    body,
  });
  expect(put.status).toBe(200);
  return res.body.key;
}

const download = async (key: string, token: string) => callApi('uploads-getDownloadUrl', { key }, token);

describe('uploads', () => {
  it('stores a wallet logo by presigned PUT that every signed-in user can see, cached for a year', async () => {
    const key = await upload(
      { purpose: 'walletLogo', fileName: 'My Logo (1).svg', contentType: 'image/svg+xml' },
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(key).toMatch(/^wallets\/logos\/[0-9A-Z]{26}\/My_Logo_1_.svg$/);
    const link = await download(key, tokens.employee);
    expectOk(link);
    const file = await fetch(link.body.url, { headers: { origin: origin() } });
    expect(await file.text()).toContain('<svg');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000');
  });

  it("keeps an organisation's attachments to that organisation (and administrators)", async () => {
    const key = await upload(
      { purpose: 'orgAttachment', orgId: 'demo', fileName: 'registration.pdf', contentType: 'application/pdf' },
      '%PDF-1.4',
    );
    expect(key.startsWith('orgs/demo/attachments/')).toBe(true);
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
});
