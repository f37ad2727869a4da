import { describe, expect, it } from 'vitest';
import { bearer, useAccounts } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { expectValidationFailed } from './helpers/validation';

const ADMIN_EMAIL = 'admin@example.com';
const NOT_FOUND = { code: 'USER_NOT_FOUND', error: 'User not found' };

describe('profiles', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
  const accounts = useAccounts(t, { alice: {}, bob: {}, admin: { email: ADMIN_EMAIL } });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (id: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });

  describe('reading', () => {
    it('shows a public profile without the e-mail to guests and other users', async () => {
      for (const token of [undefined, accounts.bob.token]) {
        const response = await get(`/api/users/${accounts.alice.id}`, token);
        expect(response.statusCode).toBe(200);
        const { user } = response.json();
        expect(user).toMatchObject({
          id: accounts.alice.id,
          username: accounts.alice.username,
          name: accounts.alice.name,
        });
        expect(user).not.toHaveProperty('email');
      }
    });

    it('keeps the token balance (which would tell of a first-solve reward) to the user and admins', async () => {
      for (const url of [
        `/api/users/${accounts.alice.id}`,
        `/api/users/by-username/${accounts.alice.username}`,
      ]) {
        for (const token of [undefined, accounts.bob.token])
          expect((await get(url, token)).json().user, url).not.toHaveProperty('tokens');
        for (const token of [accounts.alice.token, accounts.admin.token])
          expect((await get(url, token)).json().user.tokens, url).toEqual(expect.any(Number));
      }
    });

    it('shows the e-mail to the user themself and to admins', async () => {
      for (const token of [accounts.alice.token, accounts.admin.token]) {
        const { user } = (await get(`/api/users/${accounts.alice.id}`, token)).json();
        expect(user.email).toBe(accounts.alice.email);
      }
    });

    it('finds a profile by username in any letter case', async () => {
      const response = await get(`/api/users/by-username/${accounts.alice.username.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(accounts.alice.id);
      expect(response.json().user).not.toHaveProperty('email');
      expect(
        (await get(`/api/users/by-username/${accounts.alice.username}`, accounts.alice.token)).json().user
          .email,
      ).toBe(accounts.alice.email);
    });

    it.each([
      ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
      ['a non-uuid', 'abc'],
      ['a number', '12345'],
      ['SQL', encodeURIComponent("1' or '1'='1")],
      ['emoji and RTL text', encodeURIComponent('😀مرحبا')],
      ['a NUL character', '%00'],
      ['a uuid with a NUL', `${'0'.repeat(8)}-0000-4000-8000-00000000000%00`],
    ])('answers 404 USER_NOT_FOUND for %s (by id and by username)', async (_label, value) => {
      for (const url of [`/api/users/${value}`, `/api/users/by-username/${value}`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('answers an id longer than any id with a 4xx code, not a server error', async () => {
      const response = await get(`/api/users/${'a'.repeat(400)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('editing', () => {
    it('lets the owner edit name, bio, links and theme; links get https://', async () => {
      const response = await put(
        accounts.alice.id,
        {
          name: '  Alice Liddell  ',
          bio: 'Line one\nLine two — with ünïcode, emoji 🎉 and עברית',
          github: 'github.com/alice',
          linkedin: 'http://linkedin.com/in/alice',
          twitter: '  ',
          website: 'HTTPS://alice.dev',
          theme: 'dark',
        },
        accounts.alice.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        id: accounts.alice.id,
        email: accounts.alice.email,
        name: 'Alice Liddell',
        bio: 'Line one\nLine two — with ünïcode, emoji 🎉 and עברית',
        github: 'https://github.com/alice',
        linkedin: 'http://linkedin.com/in/alice',
        twitter: '',
        website: 'HTTPS://alice.dev',
        theme: 'dark',
      });
      expect((await get(`/api/users/${accounts.alice.id}`)).json().user).toMatchObject({
        name: 'Alice Liddell',
        theme: 'dark',
      });
    });

    it('changes only the fields sent; an empty body changes nothing', async () => {
      const before = (await get(`/api/users/${accounts.bob.id}`, accounts.bob.token)).json().user;
      const response = await put(accounts.bob.id, {}, accounts.bob.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual(before);
      expect((await put(accounts.bob.id, { theme: 'dark' }, accounts.bob.token)).json().user).toEqual({
        ...before,
        theme: 'dark',
      });
    });

    it('keeps the interface language on the account, private to its owner and admins; null follows the browser again', async () => {
      const own = () => get(`/api/users/${accounts.bob.id}`, accounts.bob.token);
      expect((await own()).json().user.locale).toBeNull();
      expect((await put(accounts.bob.id, { locale: 'pt-BR' }, accounts.bob.token)).json().user.locale).toBe(
        'pt-BR',
      );
      expect((await own()).json().user.locale).toBe('pt-BR');
      expect((await get(`/api/users/${accounts.bob.id}`, accounts.admin.token)).json().user.locale).toBe(
        'pt-BR',
      );
      expect(
        (await get(`/api/users/${accounts.bob.id}`, accounts.alice.token)).json().user,
      ).not.toHaveProperty('locale');
      expect((await get(`/api/users/${accounts.bob.id}`)).json().user).not.toHaveProperty('locale');
      expect(
        (await put(accounts.bob.id, { locale: null }, accounts.bob.token)).json().user.locale,
      ).toBeNull();
    });

    it('sets, changes and clears an affiliation, shared with who named the same short name and country', async () => {
      const hcmus = { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' };
      const set = await put(
        accounts.alice.id,
        { affiliation: { ...hcmus, country: 'vnm' } },
        accounts.alice.token,
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().user.affiliation).toEqual(hcmus);
      // Everyone sees it: on the public profile and in the owner's own session view.
      expect((await get(`/api/users/${accounts.alice.id}`)).json().user.affiliation).toEqual(hcmus);
      expect((await get('/api/auth/verify', accounts.alice.token)).json().user.affiliation).toEqual(hcmus);
      // bob names it again in other letters and another full name: the first naming's organization.
      const shared = await put(
        accounts.bob.id,
        { affiliation: { name: 'HCMC University of Science', shortName: 'hcmus', country: 'VNM' } },
        accounts.bob.token,
      );
      expect(shared.json().user.affiliation).toEqual(hcmus);
      const mit = { name: 'Massachusetts Institute of Technology', shortName: 'MIT', country: null };
      const changed = await put(
        accounts.alice.id,
        { affiliation: { name: mit.name, shortName: mit.shortName } },
        accounts.alice.token,
      );
      expect(changed.json().user.affiliation).toEqual(mit);
      // Other changes leave it as it is; null clears it.
      expect(
        (await put(accounts.alice.id, { bio: 'hi' }, accounts.alice.token)).json().user.affiliation,
      ).toEqual(mit);
      const cleared = await put(accounts.alice.id, { affiliation: null }, accounts.alice.token);
      expect(cleared.json().user.affiliation).toBeNull();
      expect(
        (await get(`/api/users/by-username/${accounts.alice.username}`)).json().user.affiliation,
      ).toBeNull();
      await put(accounts.bob.id, { affiliation: null }, accounts.bob.token);
    });

    it.each(['XXX', 'Vietnam', 'VN', 'V1N'])(
      'refuses %s as a country with VALIDATION_FAILED',
      async (country) => {
        const response = await put(
          accounts.alice.id,
          { affiliation: { name: 'Somewhere', shortName: 'SW', country } },
          accounts.alice.token,
        );
        expectValidationFailed(
          response,
          'A country is its three-letter code (ISO 3166-1 alpha-3), e.g. VNM.',
          'affiliation.country',
        );
        expect((await get(`/api/users/${accounts.alice.id}`)).json().user.affiliation).toBeNull();
      },
    );

    it('lets an admin edit someone else', async () => {
      const response = await put(accounts.bob.id, { bio: 'edited by an admin' }, accounts.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.bio).toBe('edited by an admin');
    });

    it('forbids editing another user (403 FORBIDDEN) and asks guests to sign in (401)', async () => {
      const forbidden = await put(accounts.bob.id, { bio: 'hacked' }, accounts.alice.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', error: 'You are not allowed to do this.' });
      const guest = await put(accounts.bob.id, { bio: 'hacked' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe('UNAUTHENTICATED');
      // A guest's bad body still gets 401 first.
      expect((await put(accounts.bob.id, { theme: 42 })).statusCode).toBe(401);
      expect((await get(`/api/users/${accounts.bob.id}`)).json().user.bio).not.toBe('hacked');
    });

    it('answers 404 when an admin edits an account that does not exist, 403 for others', async () => {
      expect(
        (await put('00000000-0000-4000-8000-000000000000', { bio: 'x' }, accounts.admin.token)).json(),
      ).toEqual(NOT_FOUND);
      expect((await put('not-a-uuid', { bio: 'x' }, accounts.admin.token)).json()).toEqual(NOT_FOUND);
      expect((await put('not-a-uuid', { bio: 'x' }, accounts.alice.token)).statusCode).toBe(403);
    });

    it.each([
      ['a blank name', { name: '   ' }, 'Full name is required'],
      ['a NUL in the bio', { bio: 'a\u0000b' }, 'Bio cannot contain NUL characters.'],
      [
        'control characters in the name',
        { name: 'a\u0007b' },
        'Full name cannot contain control characters.',
      ],
      ['a too long bio', { bio: 'x'.repeat(501) }, 'Bio can be at most 500 characters.'],
      ['an unknown theme', { theme: 'blue' }, expect.any(String)],
      ['a language the app does not ship', { locale: 'fr' }, 'The language must be one of: en, pt-BR.'],
      [
        'a photo URL (only null removes)',
        { profilePhotoUrl: 'https://evil.example/x.png' },
        expect.any(String),
      ],
      ['an unknown field', { role: 'admin' }, expect.any(String)],
      ['an unknown field: tokens', { tokens: 1_000_000 }, expect.any(String)],
      ['a link that is not a link', { website: 'not a link at all' }, 'Please enter a valid link.'],
      ['a link with a NUL', { github: 'github.com/\u0000' }, 'Please enter a valid link.'],
    ])('validates: %s', async (_label, body, message) => {
      expectValidationFailed(await put(accounts.alice.id, body, accounts.alice.token), message);
    });
  });
});
