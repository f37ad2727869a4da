import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { imageForm, multipart, tinyPng } from './helpers/uploads';

const ADMIN_EMAIL = 'photo-admin@example.com';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(32),
]);

describe('profile photos', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
  const accounts = useAccounts(t, { owner: {}, other: {}, admin: { email: ADMIN_EMAIL } });

  const avatarsDir = () => path.join(t.config.dataDir, 'uploads', 'avatars');
  const fileOf = (url: string) => path.join(avatarsDir(), url.replace('/uploads/avatars/', ''));
  const upload = (id: string, form: { payload: Buffer; headers: Record<string, string> }, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/upload-photo`,
      payload: form.payload,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    });
  const removePhoto = (id: string, token?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}/photo`, headers: token ? bearer(token) : {} });

  it('stores a real PNG, serves it under /uploads/ and links it from the profile', async () => {
    const png = tinyPng(4);
    const response = await upload(accounts.owner.id, imageForm(png), accounts.owner.token);
    expect(response.statusCode).toBe(200);
    const url = response.json().user.profilePhotoUrl as string;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${accounts.owner.id}-[A-Za-z0-9_-]+\\.png$`));
    expect(fs.readFileSync(fileOf(url)).equals(png)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${accounts.owner.id}` })).json().user
        .profilePhotoUrl,
    ).toBe(url);
  });

  it.each([
    ['JPEG', JPEG, 'jpg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
  ])(
    'accepts %s by its bytes, names the file by the real type, and deletes the previous photo',
    async (_label, bytes, ext) => {
      const first = (await upload(accounts.owner.id, imageForm(tinyPng()), accounts.owner.token)).json().user
        .profilePhotoUrl as string;
      // The client's file name and mimetype do not matter: the bytes decide.
      const response = await upload(
        accounts.owner.id,
        imageForm(bytes, 'photo.txt', 'application/octet-stream'),
        accounts.owner.token,
      );
      expect(response.statusCode).toBe(200);
      const second = response.json().user.profilePhotoUrl as string;
      expect(second.endsWith(`.${ext}`)).toBe(true);
      expect(fs.existsSync(fileOf(second))).toBe(true);
      expect(fs.existsSync(fileOf(first))).toBe(false);
    },
  );

  it.each([
    ['text with an image mimetype', Buffer.from('hello, not an image'), 'fake.png', 'image/png'],
    [
      'an SVG (it could carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e]), 'short.png', 'image/png'],
  ])('refuses %s with 400 INVALID_IMAGE and keeps nothing', async (_label, bytes, filename, type) => {
    const before = fs.readdirSync(avatarsDir()).length;
    const response = await upload(accounts.owner.id, imageForm(bytes, filename, type), accounts.owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_IMAGE',
      error: 'Please upload an image file (PNG, JPEG, GIF or WebP).',
    });
    expect(fs.readdirSync(avatarsDir()).length).toBe(before);
  });

  it('refuses a file over 2 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const response = await upload(accounts.owner.id, imageForm(big), accounts.owner.token);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a file of exactly 2 MiB', async () => {
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES - png.length)]);
    expect((await upload(accounts.owner.id, imageForm(exact), accounts.owner.token)).statusCode).toBe(200);
  });

  it.each([
    [
      'a file in another field',
      () => multipart([{ name: 'avatar', data: tinyPng(), filename: 'a.png', contentType: 'image/png' }]),
    ],
    ['only text fields', () => multipart([{ name: 'image', data: 'not a file' }])],
    ['an empty form', () => multipart([])],
    [
      'a JSON body',
      () => ({ payload: Buffer.from('{"image":"x"}'), headers: { 'content-type': 'application/json' } }),
    ],
    ['no body at all', () => ({ payload: Buffer.alloc(0), headers: {} })],
  ])('answers %s with 400 and a code', async (_label, form) => {
    const response = await upload(accounts.owner.id, form(), accounts.owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toEqual(expect.any(String));
  });

  it.each([
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    [
      'a broken part header',
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--abc\r\nContent-Disposition: form-data\r\n\r\nxx\r\n--abc--',
    ],
    [
      'a body cut short',
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG',
    ],
    ['text/plain', { 'content-type': 'text/plain' }, 'hello'],
  ])('answers a malformed upload (%s) with 4xx and a code, never 500', async (_label, headers, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${accounts.owner.id}/upload-photo`,
      payload: body,
      headers: { ...headers, ...bearer(accounts.owner.token) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toEqual(expect.any(String));
  });

  it('lets only the owner or an admin change the photo', async () => {
    const forbidden = await upload(accounts.other.id, imageForm(tinyPng()), accounts.owner.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const guest = await upload(accounts.other.id, imageForm(tinyPng()));
    expect(guest.statusCode).toBe(401);
    expect((await upload(accounts.other.id, imageForm(tinyPng()), accounts.admin.token)).statusCode).toBe(
      200,
    );
    expect((await removePhoto(accounts.other.id, accounts.owner.token)).statusCode).toBe(403);
    expect((await removePhoto(accounts.other.id)).statusCode).toBe(401);
    expect(
      (await removePhoto(accounts.other.id, accounts.admin.token)).json().user.profilePhotoUrl,
    ).toBeNull();
  });

  it('removes the photo and its file (DELETE), and again harmlessly', async () => {
    const url = (await upload(accounts.owner.id, imageForm(tinyPng()), accounts.owner.token)).json().user
      .profilePhotoUrl as string;
    const response = await removePhoto(accounts.owner.id, accounts.owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profilePhotoUrl).toBeNull();
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await removePhoto(accounts.owner.id, accounts.owner.token)).statusCode).toBe(200);
  });

  it('removes the photo through PUT /users/:id with profilePhotoUrl null', async () => {
    const url = (await upload(accounts.owner.id, imageForm(tinyPng()), accounts.owner.token)).json().user
      .profilePhotoUrl as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${accounts.owner.id}`,
      payload: { profilePhotoUrl: null, bio: 'no photo now' },
      headers: bearer(accounts.owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ profilePhotoUrl: null, bio: 'no photo now' });
    expect(fs.existsSync(fileOf(url))).toBe(false);
  });
});
