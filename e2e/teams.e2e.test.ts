/**
 * Two users make a team: one creates it (with an affiliation) from the user menu's My Teams and copies
 * the invite link; the other, signed out, opens the link, signs in, comes back to it with the code filled
 * in and joins. Both then see each other on the team page, which fits a 390 px phone.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughUi, signOutThroughUi, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

describe('teams', () => {
  it('lets a second user join by the invite link, and both see each other on the team page', async () => {
    const creator = newAccount('captain');
    const joiner = newAccount('mate');
    const captain = await app.page();
    await captain.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughUi(captain, app.server.dataDir, creator);

    await captain.getByRole('button', { name: 'User menu' }).click();
    await captain.getByRole('menuitem', { name: 'My Teams' }).click();
    await captain.waitForURL('**/teams');
    await captain.getByText('You are not in a team yet').waitFor();
    const create = captain.getByRole('form', { name: 'Create a team' });
    await create.getByLabel('Team name').fill('Rockets');
    await create.getByLabel('Full name').fill('University of Science');
    await create.getByLabel('Short name').fill('HCMUS');
    await create.getByLabel('Country code (optional)').fill('vnm');
    await create.getByRole('button', { name: 'Create team' }).click();
    await captain.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await captain.getByRole('heading', { name: 'Rockets' }).waitFor();
    await captain.getByText('University of Science (HCMUS) · 🇻🇳Vietnam · 1 member').waitFor();

    await captain.getByRole('button', { name: 'Copy invite link' }).click();
    await expect.poll(() => captain.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    const link = (await captain.getByTestId('invite-link').textContent()) ?? '';
    const code = (await captain.getByTestId('invite-code').textContent()) ?? '';
    expect(await captain.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(link).toBe(`${app.server.url}/teams/join?code=${code}`);

    const mate = await app.page();
    await signUpThroughUi(mate, app.server.dataDir, joiner);
    await signOutThroughUi(mate);
    await mate.goto(link);
    await mate.waitForURL('**/login');
    await signInThroughUi(mate, joiner.email, joiner.password);
    await mate.waitForURL(/\/teams\/join\?code=/);
    expect(await mate.getByLabel('Invite code').inputValue()).toBe(code);
    await mate.getByRole('button', { name: 'Join team' }).click();
    await mate.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    expect(mate.url()).toBe(captain.url());

    const members = (page: typeof mate) =>
      page.getByRole('region', { name: 'Members' }).getByRole('listitem').allTextContents();
    await expect.poll(async () => (await members(mate)).join(' | ')).toContain(`@${creator.username}`);
    expect((await members(mate)).join(' | ')).toContain(`@${joiner.username} (you)`);
    await captain.reload();
    await expect.poll(async () => (await members(captain)).join(' | ')).toContain(`@${joiner.username}`);
    await captain.getByText('University of Science (HCMUS) · 🇻🇳Vietnam · 2 members').waitFor();
    // The creator may remove the new member; the member may only leave.
    expect(
      await captain.getByRole('button', { name: `Remove ${joiner.username} from the team` }).count(),
    ).toBe(1);
    expect(await mate.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    await mate.goto('/teams');
    await mate.getByRole('link', { name: /Rockets/ }).waitFor();
    const listed = mate.getByRole('link', { name: /Rockets/ });
    expect(await listed.textContent()).toMatch(/HCMUS.*🇻🇳VNM · 2 members/);
    // Screen readers hear the full name and the country's name, not the short forms.
    expect(await listed.getByRole('img', { name: 'Vietnam' }).count()).toBe(1);

    await mate.setViewportSize({ width: 390, height: 844 });
    await mate.getByRole('link', { name: /Rockets/ }).click();
    await mate.getByRole('button', { name: 'Leave team' }).waitFor();
    const overflow = await mate.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    for (const name of ['Copy invite link', 'Leave team']) {
      const box = await mate.getByRole('button', { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
