/**
 * Interface languages (docs/i18n.md): a Portuguese browser gets the frame in Portuguese, the top bar's
 * picker (the menu's on a phone) switches at once and is remembered, a signed-in user's choice goes with the
 * account to another browser, and an API error reads in the language shown. In Portuguese the boot shell
 * before React, a contest's countdown and relative time, a country's name and a form's validation message
 * read in Portuguese too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughUi, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'languages-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const HOUR = 3_600_000;

/** A fresh browser (own storage and cookies) whose language is `locale`, at `size`. */
async function browserIn(
  locale: string,
  size: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.url, locale, viewport: size });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[browser]', error.message));
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('interface languages', () => {
  it('shows a Portuguese browser the frame in Portuguese; English picked in the top bar stays after a reload', async () => {
    const page = await browserIn('pt-BR');
    try {
      await page.goto('/problems');
      const main = page.getByRole('navigation', { name: 'Principal' });
      await main.getByRole('link', { name: 'Problemas', exact: true }).waitFor();
      expect(await htmlLang(page)).toBe('pt-BR');
      await expect.poll(() => page.getByText('Modo Visitante').count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: 'Mudar para o tema escuro' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Entrar', exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText('Guest Mode').count()).toBe(0);

      await page.getByRole('banner').getByLabel('Idioma da interface').selectOption('en');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Problems' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      await expect.poll(() => page.getByText('Guest Mode').count()).toBeGreaterThan(0);
      expect(await page.getByText('Modo Visitante').count()).toBe(0);

      await page.reload();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Problems' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      expect(await page.getByRole('button', { name: 'Switch to dark theme' }).count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('on a phone has the picker in the menu, not in the top bar', async () => {
    const page = await browserIn('pt-BR', { width: 390, height: 844 });
    try {
      await page.goto('/problems');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu do celular' });
      await menu.getByRole('link', { name: 'Ranking' }).waitFor();
      expect(await page.getByRole('banner').getByLabel('Idioma da interface').isVisible()).toBe(false);

      await menu.getByLabel('Idioma da interface').selectOption('en');
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Leaderboard' })
        .waitFor();
      expect(await htmlLang(page)).toBe('en');
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
    } finally {
      await page.context().close();
    }
  });

  it("keeps a signed-in user's Portuguese on the account: an English browser signing in gets it", async () => {
    const account = newAccount('portuguese');
    const page = await browserIn('en-US');
    try {
      await signUpThroughUi(page, app.server.dataDir, account);
      expect(await htmlLang(page)).toBe('en');
      await page.goto(`/profile/${account.username}`);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && /\/api\/users\//.test(response.url()),
      );
      await page.getByRole('main').getByLabel('Interface language').selectOption('pt-BR');
      expect((await saved).ok()).toBe(true);
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Painel' })
        .waitFor();
      expect(await htmlLang(page)).toBe('pt-BR');
    } finally {
      await page.context().close();
    }

    const other = await browserIn('en-US');
    try {
      await other.goto('/login');
      await other.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await signInThroughUi(other, account.email, account.password);
      await other.waitForURL('**/dashboard');
      await other
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Painel' })
        .waitFor();
      expect(await htmlLang(other)).toBe('pt-BR');
      await other.getByRole('button', { name: 'Menu do usuário' }).click();
      await other.getByRole('menuitem', { name: 'Sair' }).waitFor();
    } finally {
      await other.context().close();
    }
  });

  it("shows an API error in the reader's language: a wrong password in Portuguese", async () => {
    const page = await browserIn('pt-BR');
    try {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Bem-vindo de volta' }).waitFor();
      expect(await htmlLang(page)).toBe('pt-BR');
      await page.getByLabel('E-mail').fill('nobody@example.com');
      await page.getByLabel('Senha', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect.poll(() => page.getByText('Credenciais inválidas.').count()).toBe(1);
      expect(await page.getByText('Invalid credentials.').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('speaks Portuguese before React starts, in countdowns and relative times, country names and validation', async () => {
    // The boot shell, as served: the app's code never arrives here, so only index.html and theme-init.js speak.
    const boot = await browserIn('pt-BR');
    try {
      await boot.route('**/assets/**', (route) => route.abort());
      await boot.goto('/problems');
      expect(await htmlLang(boot)).toBe('pt-BR');
      await boot.getByText('Carregando o CodeConquer…').waitFor();
      expect(await boot.getByText('Loading CodeConquer…').isVisible()).toBe(false);
      expect(await boot.getByRole('link', { name: 'Competições' }).isVisible()).toBe(true);
    } finally {
      await boot.context().close();
    }

    const page = await browserIn('en-US');
    try {
      const admin = { ...newAccount('idiomas'), email: ADMIN_EMAIL };
      await signUpThroughUi(page, app.server.dataDir, admin);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await page.getByRole('banner').getByLabel('Interface language').selectOption('pt-BR');
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Painel' })
        .waitFor();
      const created = await fetch(`${app.server.url}/api/admin/contests`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Rodada de Idiomas',
          startTime: new Date(Date.now() + 2 * HOUR).toISOString(),
          endTime: new Date(Date.now() + 4 * HOUR).toISOString(),
          problems: ['add-two'],
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id } = ((await created.json()) as { contest: { id: string } }).contest;

      await page.goto('/contests');
      const card = page.getByTestId(`contest-card-${id}`);
      await card.getByText('em 2 horas').first().waitFor();
      await page.goto(`/contests/${id}`);
      await expect
        .poll(() => page.getByTestId('contest-countdown').innerText())
        .toMatch(/^Começa em 1:59:\d\d$/);

      await page.goto('/teams');
      const form = page.getByRole('form', { name: 'Criar uma equipe' });
      await form.getByLabel('Nome da equipe').fill('Foguetes');
      await form.getByLabel('Universidade ou escola (nome completo)').fill('Universidade de São Paulo');
      await form.getByLabel('Sigla').fill('USP');
      await form.getByLabel('Código do país (opcional)').fill('xx');
      await form.getByRole('button', { name: 'Criar equipe' }).click();
      await form
        .getByText('Um país é o seu código de três letras (ISO 3166-1 alfa-3), por exemplo, BRA.')
        .waitFor();
      expect(await form.getByText('A country is its three-letter code', { exact: false }).count()).toBe(0);
      await form.getByLabel('Código do país (opcional)').fill('vnm');
      await form.getByRole('button', { name: 'Criar equipe' }).click();
      await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
      await page.getByText('Universidade de São Paulo (USP) · 🇻🇳Vietnã · 1 membro').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
