import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 17's newsletter, against the real server: sign up from the footer and the home block, the double opt-in
// e-mail's link, the coupon used on a first order, and the unsubscribe link every newsletter e-mail carries.

/** The links of the e-mails sent to `email` so far, decoded from quoted-printable. */
function linksTo(email: string, path: RegExp): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((name) =>
      readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((text) => text.includes(`To: ${email}`))
    .flatMap((text) => [...text.matchAll(new RegExp(`https?://[^/\\s]+(${path.source}[A-Za-z0-9_-]+/)`, 'g'))])
    .map((match) => match[1]!);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function linkTo(email: string, path: RegExp, count = 1): Promise<string> {
  await expect.poll(() => linksTo(email, path).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return linksTo(email, path)[count - 1]!;
}

test('fr: footer sign-up → confirmation link → coupon on a first order → unsubscribe', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `newsletter-fr-${Date.now()}@example.fr`;
  await page.goto('/rechercher/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Votre adresse e-mail');
  await field.fill('marie@exemple');
  await footer.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(footer.getByText("L'adresse email n'est pas valide")).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(
    footer.getByText(`Un e-mail de confirmation vient d’être envoyé à ${email}`, { exact: false }),
  ).toBeVisible();

  // The e-mail's link: confirmed in the browser, the coupon shown.
  await page.goto(await linkTo(email, /\/newsletter\/confirmation\//));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenue dans la newsletter Gamelle\u00a0!' }),
  ).toBeVisible();
  const code = (await page.getByText(/^NEWS-[2-9A-Z]{8}$/).textContent())!;
  expect(await axeViolations(page)).toEqual([]);

  // A new customer with that e-mail: the coupon takes 5 € off their first order.
  await page.goto('/connexion/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Aline');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('croquettes-42');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL('/mon-compte/bienvenue/');
  await page.goto('/panier/?variantId=10000601&quantity=1');
  await page.getByLabel('Code promo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();

  // The welcome e-mail carries the way out; one button takes the address off the list.
  await page.goto(await linkTo(email, /\/newsletter\/desinscription\//, 2));
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByText(`C’est fait\u00a0: ${email} ne recevra plus la newsletter.`)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
});

test('nl: home block sign-up → confirmation in Dutch; the link clicked again says the address is on the list', async ({
  page,
}) => {
  const email = `newsletter-nl-${Date.now()}@example.be`;
  await page.goto('/nl/');
  const block = page.getByRole('region', { name: '€ 5 korting op uw eerste bestelling' });
  await expect(page.getByRole('contentinfo').getByLabel('Uw e-mailadres')).toHaveCount(0);
  await block.getByLabel('Uw e-mailadres').fill(email);
  await block.getByRole('button', { name: 'Ik schrijf me in' }).click();
  await expect(
    block.getByText(`We hebben een bevestigingsmail gestuurd naar ${email}`, { exact: false }),
  ).toBeVisible();

  const link = await linkTo(email, /\/nl\/nieuwsbrief\/bevestiging\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij de nieuwsbrief van Gamelle!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Code kopiëren' })).toBeVisible();
  // The link clicked again: the address is on the list, the code already given (it said « invalid link »).
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij de nieuwsbrief van Gamelle!' })).toBeVisible();
  await expect(page.getByText('U hebt uw welkomstcode al ontvangen', { exact: false })).toBeVisible();
  await expect(page.getByText('Deze link is ongeldig of verlopen.')).toHaveCount(0);
});
