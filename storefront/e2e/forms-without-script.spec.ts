// A form held until the page's code is live (held-submits.ts) is posted when no script runs at all (blocked, failed
// to load): sent by GET, what was typed would be in the address, the history and the server's logs. The page posted
// to renders again, nothing sent.
import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test('without a script, the login and contact forms post: the e-mail and the message never reach the address', async ({
  page,
}) => {
  await page.goto('/connexion/');
  await page
    .getByRole('textbox', { name: /e-mail/i })
    .first()
    .fill('sans-script@example.fr');
  await page.getByRole('button', { name: 'Continuer' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('sans-script');
  expect(new URL(page.url()).search).toBe('');

  await page.goto('/nous-contacter/');
  const contact = page.locator('main form[data-held-until-hydrated]');
  await expect(contact).toHaveAttribute('method', 'post');
  await contact.getByRole('textbox', { name: /message/i }).fill('Mon message privé');
  await contact.getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // Every held form of the pages a visitor reaches without an account: the footer's newsletter on home too.
  await page.goto('/');
  const held = page.locator('form[data-held-until-hydrated]');
  expect(await held.count()).toBeGreaterThan(0);
  for (const form of await held.all()) await expect(form).toHaveAttribute('method', 'post');
});
