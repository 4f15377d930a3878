// Nothing typed before hydration is lost (design-system/README.md, "Typed before hydration"). On a slow phone the
// server's form shows and takes input long before the page's code has run: here the page's route chunk is held
// back while the customer types, then released. What was typed must still be there once the form is live, and be
// what the form submits. The page's "live" marker (`html[data-hydrated]`) comes only once the route's own form has
// hydrated, not with the root's shell.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  answerMarketing,
  expect,
  fillPetFormWithMochi,
  isSamePage,
  logIn,
  markSamePage,
  newCart,
  newCustomer,
  openHeld,
  PET_FORM,
  pressWhileHeld,
  REX,
  requestsTo,
  test as base,
  waitForLive,
  type HeldChunk,
} from './fixtures.ts';

/**
 * The spec's own fixtures, for pages of the test's context opened without the fixtures' wait for hydration after
 * `goto` (hydration cannot come while a chunk is held):
 * - `openHeld(chunk, path, { part })`: `path` opened with `chunk` held (fixtures' `openHeld`), its page recording
 *   whether it was live when it said so;
 * - `customer(options)`: a new customer of this spec (French site), logged in in that context (before `openHeld`).
 */
const test = base.extend<{
  openHeld: (chunk: string, path: string, options?: { part?: boolean }) => Promise<{ page: Page; chunk: HeldChunk }>;
  customer: (options: Parameters<typeof newCustomer>[3]) => ReturnType<typeof newCustomer>;
}>({
  openHeld: async ({ context, baseURL }, provide) => {
    await provide(async (chunk, path, options) => {
      const page = await openPage(context, baseURL!);
      return { page, chunk: await openHeld(page, chunk, path, options) };
    });
  },
  customer: async ({ context, baseURL }, provide) => {
    await provide(async (options) => {
      const me = await newCustomer(context.request, ['gamelle_fr', 'fr_FR'], 'hydration', options);
      await logIn(context, baseURL!, me);
      return me;
    });
  },
});

/** A page of the context whose visitor answered marketing, recording whether it was live when it said so. */
async function openPage(context: BrowserContext, baseURL: string): Promise<Page> {
  await answerMarketing(context, baseURL);
  const page = await context.newPage();
  await recordLiveMarker(page);
  return page;
}

/** The customer's own page of personal data: two forms (identity, password), each a chunk of its own. */
const PERSONAL_DATA = '/mon-compte/mes-informations-personnelles/';
/** A product page: its ration calculator is a chunk of its own, hydrated after the page. */
const PRODUCT = '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/';

/** The page's first-load entry (the shell): held, no code of the page runs, React included. */
const SHELL_ENTRY = 'index';

/**
 * Records, when `html[data-hydrated]` appears, whether every control of the page's forms had been claimed by React
 * (its props attached): the marker is honest when the route's own part is live with it.
 */
async function recordLiveMarker(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const controls = Array.from(document.querySelectorAll('main form :is(input, select, textarea)'));
      const live = controls.filter((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')));
      (window as unknown as { liveAtMarker: string }).liveAtMarker = `${live.length}/${controls.length}`;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Waits for the page's live marker: `live` of its form's `controls` were React's then. */
async function liveAtMarker(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const [live, controls] = (
    await page.evaluate(() => (window as unknown as { liveAtMarker: string }).liveAtMarker)
  ).split('/');
  return { live: Number(live), controls: Number(controls) };
}

/** The page's live marker came with every control of its forms React's. */
async function expectAllLiveAtMarker(page: Page) {
  const { live, controls } = await liveAtMarker(page);
  expect(controls).toBeGreaterThan(0);
  expect(live).toBe(controls);
}

/** Fills the contact page's form (in `main`) as the customer would, subject « Ma commande ». */
async function fillContactForm(
  main: Locator,
  { name, email, message }: { name: string; email: string; message: string },
) {
  await main.getByRole('textbox', { name: 'Nom et prénom' }).fill(name);
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await main.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Ma commande' });
  await main.getByRole('textbox', { name: 'Message' }).fill(message);
}

/** Fills a new address's form: Alinea Martin, 12 rue des Lilas, 69003 Lyon. */
async function fillNewAddress(page: Page) {
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Alinea');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('69003');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await page.getByRole('textbox', { name: 'Téléphone mobile' }).fill('0612345678');
}

test('login: the e-mail typed while the page was loading is kept and looked up', async ({ openHeld }) => {
  const { page, chunk } = await openHeld('connexion', '/connexion/');
  const email = `avant-hydratation-${Date.now()}@example.fr`;
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await pressWhileHeld(page, chunk, () => field.fill(email));

  await expectAllLiveAtMarker(page);
  await expect(field).toHaveValue(email);
  const lookup = page.waitForRequest(requestsTo('POST', '/customer/lookup'));
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  expect((await lookup).postDataJSON()).toMatchObject({ email });
  await expect(page.getByText(`Aucun compte n’existe pour ${email}`)).toBeVisible();
});

test('login: the forms hydrate from their own chunk; an e-mail typed and sent before it arrives is looked up', async ({
  openHeld,
}) => {
  // The page is live without its forms (LoginPage's deferredForm): their chunk comes after the first paint.
  const { page, chunk } = await openHeld('LoginForms', '/connexion/', { part: true });
  const email = `formulaire-differe-${Date.now()}@example.fr`;
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await field.fill(email);
  // Enter in the field and a press on the button: held (not submitted natively), one lookup once the form is live.
  const lookups = await pressWhileHeld(
    page,
    chunk,
    async () => {
      await field.press('Enter');
      await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    },
    requestsTo('POST', '/customer/lookup'),
  );
  await expect(page.getByText(`Aucun compte n’existe pour ${email}`)).toBeVisible();
  expect(JSON.parse(lookups.sentOnce())).toMatchObject({ email });
  await lookups.stayed();
  // The registration form, from the same chunk, takes the e-mail and the focus.
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
});

test('login: what is typed while the forms load stays, and the focus stays in the field', async ({ openHeld }) => {
  const { page, chunk } = await openHeld('LoginForms', '/connexion/', { part: true });
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await pressWhileHeld(page, chunk, () => field.pressSequentially('tape-avant'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await waitForLive(field);
  await field.pressSequentially('@example.fr');
  await expect(field).toHaveValue('tape-avant@example.fr');
  await expect(field).toBeFocused();
  // The form is react-hook-form's now: a wrong e-mail reads its message, not the browser's.
  await field.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('contact: text, e-mail, a chosen subject and the message typed early are what is sent', async ({ openHeld }) => {
  const { page, chunk } = await openHeld('nous-contacter', '/nous-contacter/');
  const email = `contact-avant-hydratation-${Date.now()}@example.fr`;
  const main = page.getByRole('main');
  const message = 'Tapé avant que la page soit prête.';
  await pressWhileHeld(page, chunk, () => fillContactForm(main, { name: 'Léa Dubois', email, message }));

  await expectAllLiveAtMarker(page);
  await expect(main.getByRole('textbox', { name: 'Nom et prénom' })).toHaveValue('Léa Dubois');
  await expect(main.getByRole('combobox', { name: 'Sujet' })).toHaveValue('order');
  const sent = page.waitForRequest(requestsTo('POST', '/contact-requests'));
  await main.getByRole('button', { name: 'Envoyer le message' }).click();
  const body = (await sent).postData() ?? '';
  for (const value of ['Léa Dubois', email, 'order', message]) expect(body).toContain(value);
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
});

test('contact: the form hydrates from its own chunk; what is typed and sent before it arrives is sent once', async ({
  openHeld,
}) => {
  // The page is live without its form (ContactPage's deferredForm): the form's chunk comes after the first paint.
  const { page, chunk } = await openHeld('ContactForm', '/nous-contacter/', { part: true });
  const email = `contact-differe-${Date.now()}@example.fr`;
  const main = page.getByRole('main');
  const message = 'Envoyé avant que le formulaire soit prêt.';
  await fillContactForm(main, { name: 'Jules Martin', email, message });
  // A press on the button: held (not submitted natively), sent once the form is live.
  const sent = await pressWhileHeld(
    page,
    chunk,
    () => main.getByRole('button', { name: 'Envoyer le message' }).click(),
    requestsTo('POST', '/contact-requests'),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
  const body = sent.sentOnce();
  for (const value of ['Jules Martin', email, 'order', message]) expect(body).toContain(value);
  await sent.stayed();
});

test('forgotten password: the form hydrates from its own chunk; an e-mail typed and sent before it arrives is asked for once', async ({
  openHeld,
}) => {
  // The page is live without its forms (ForgotPasswordPage's deferredForm): their chunk comes after the first paint.
  const { page, chunk } = await openHeld('ForgotPasswordForms', '/mot-de-passe-oublie/demande/', { part: true });
  const email = `oubli-differe-${Date.now()}@example.fr`;
  const field = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });
  await field.fill(email);
  // Enter in the field and a press on the button: held (not submitted natively), one request once the form is live.
  const requests = await pressWhileHeld(
    page,
    chunk,
    async () => {
      await field.press('Enter');
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    },
    requestsTo('POST', '/reset-password-requests'),
  );
  await expect(page.getByText(`Si un compte existe pour ${email}`)).toBeVisible();
  expect(JSON.parse(requests.sentOnce())).toMatchObject({ email });
  await requests.stayed();
  await expect(field).toHaveValue(email);
});

test('personal data: a pre-filled name edited, a radio and a checkbox changed early are kept and saved', async ({
  openHeld,
  customer,
}) => {
  await customer({ emailPrefix: 'hydratation', firstName: 'Aline' });
  const { page, chunk } = await openHeld('mes-informations-personnelles', PERSONAL_DATA);
  const firstName = page.getByRole('textbox', { name: 'Prénom' });
  const dutch = page.getByRole('radio', { name: 'Nederlands' });
  const offers = page.getByRole('checkbox', { name: /bons plans et conseils/ });
  await pressWhileHeld(page, chunk, async () => {
    await firstName.fill('Alinea');
    await dutch.check();
    await offers.check();
  });

  await expectAllLiveAtMarker(page);
  await expect(firstName).toHaveValue('Alinea');
  await expect(dutch).toBeChecked();
  await expect(offers).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(firstName).toHaveValue('Alinea');
  await expect(dutch).toBeChecked();
  await expect(offers).toBeChecked();
});

test('personal data: two forms, two chunks; the page is live once both are, and a save pressed while one is still loading waits for it', async ({
  openHeld,
  customer,
}) => {
  await customer({ emailPrefix: 'hydratation-deux', firstName: 'Aline' });
  // The password form's chunk arrives; the identity form's is held.
  const { page, chunk } = await openHeld('ProfileForm', PERSONAL_DATA, { part: true });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  const isLive = (selector: string) =>
    page.evaluate(
      (selector) => Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactProps$')),
      selector,
    );
  await expect.poll(() => isLive('input[autocomplete="current-password"]')).toBe(true);
  expect(await isLive('input[autocomplete="given-name"]')).toBe(false);
  // One part live is not the page live.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Prénom' }).fill('Alinea');
  // The identity form's save, pressed while its code is held: held (not submitted natively), sent once it is live.
  const saves = await pressWhileHeld(
    page,
    chunk,
    () => page.getByRole('button', { name: 'Enregistrer', exact: true }).click(),
    requestsTo('PUT', '/customers/'),
  );
  await expectAllLiveAtMarker(page);
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  expect(JSON.parse(saves.sentOnce())).toMatchObject({ firstName: 'Alinea' });
  await saves.stayed();
});

test('product: the ration asked while the calculator’s own code was loading is calculated once it has arrived', async ({
  openHeld,
}) => {
  // The calculator hydrates from its own chunk, after the page (ProductPage.tsx): the page is live without it.
  const { page, chunk } = await openHeld('RationCalculator', PRODUCT);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await markSamePage(page);

  await page.getByLabel('Poids de votre animal (kg)').fill('20');
  await page.getByLabel('Âge (mois)').fill('36');
  await page.getByRole('button', { name: 'Calculer', exact: true }).click();
  await page.getByLabel('Âge (mois)').press('Enter');

  chunk.release();
  const result = page.getByTestId('ration-result');
  await expect(result).toContainText('Ration d’adulte');
  await expect(result).toContainText(/Ration conseillée\s:\s\d+\sg par jour/);
  // Held, not submitted natively: the same page, no reload, what was typed still there.
  expect(await isSamePage(page)).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Poids de votre animal (kg)')).toHaveValue('20');
});

test('the page paints before its scripts are requested, and its entry runs once', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await openPage(context, baseURL!);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The time of the page's first frame (a frame callback registered before the HTML is parsed): the browser draws
  // that frame once the style sheets are in, and reports its paint later, so 'first-paint' cannot be compared.
  await page.addInitScript(() =>
    requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())),
  );
  await page.goto(PRODUCT);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => {
    const paint = (window as unknown as { firstFrame?: number }).firstFrame ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    return {
      paint,
      beforePaint: scripts.filter((script) => script.start < paint).map((script) => script.path),
      entries: document.querySelectorAll('script[type="module"][src]').length,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
      scripts: scripts.length,
    };
  });
  // The order of two events of the page's own clock, not a duration.
  expect(timing.paint).toBeLessThan(Infinity);
  expect(timing.beforePaint).toEqual([]);
  expect(timing.entries).toBe(1);
  expect(timing.preloads).toBeGreaterThan(5);
  expect(timing.scripts).toBeGreaterThan(5);
  expect(errors).toEqual([]);
  await context.close();
});

for (const [name, path] of [
  ['product', PRODUCT],
  ['home', '/'],
] as const) {
  test(`${name}: no script is requested before the first paint is presented and the priority picture is in`, async ({
    browser,
    baseURL,
  }) => {
    // A first visit warms the image host's resized copies: a first resize on a loaded machine can outlast the
    // script's 2.5 s cap, after which the code is rightly requested without waiting for the picture.
    const warm = await browser.newContext();
    await (await openPage(warm, baseURL!)).goto(path);
    await warm.close();
    const context = await browser.newContext();
    const page = await openPage(context, baseURL!);
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Every time here is of the page's own clock: the order of events, not a duration. The first contentful paint
    // as the browser reports it, once presented (a frame callback runs before that: the scripts requested from one
    // came up to 120 ms before the paint Lighthouse observed); the priority pictures' last byte.
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const starts = resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime);
      const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (img) => resources.find((entry) => entry.name === img.currentSrc)?.responseEnd ?? Infinity,
      );
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        firstScript: Math.min(...starts),
        scripts: starts.length,
        pictures,
      };
    });
    expect(order.scripts).toBeGreaterThan(5);
    expect(order.paint).toBeLessThan(Infinity);
    expect(order.firstScript).toBeGreaterThan(order.paint);
    expect(order.pictures.length).toBeGreaterThan(0);
    for (const end of order.pictures) {
      expect(end).toBeLessThan(Infinity);
      expect(order.firstScript).toBeGreaterThan(end);
    }
    await context.close();
  });
}

test('pet form: the name and the sterilised choice (a Controller’s radios) given early are kept and saved', async ({
  openHeld,
  customer,
}) => {
  await customer({ emailPrefix: 'hydratation-animal' });
  const f = PET_FORM.fr;
  // The page is live without its form (PetFormPage's deferredForm): the form's own chunk is what is held.
  const { page, chunk } = await openHeld('PetFormPart', '/mon-compte/mes-animaux/ajouter/', { part: true });
  await pressWhileHeld(page, chunk, async () => {
    await page.getByRole('textbox', { name: f.name }).fill('Mochi');
    await page.getByRole('radio', { name: f.yes, exact: true }).check();
  });

  await liveAtMarker(page);
  await expect(page.getByRole('textbox', { name: f.name })).toHaveValue('Mochi');
  await expect(page.getByRole('radio', { name: f.yes, exact: true })).toBeChecked();
  // The rest once live, the sterilised choice left as it was given.
  await fillPetFormWithMochi(page, 'fr', { sterilizedGiven: true });
  await page.getByRole('button', { name: f.create }).click();
  await expect(page).toHaveURL(/\/mes-animaux\/\d+\/\?notice=created$/);
  await expect(page.locator('dt', { hasText: /^Stérilisé$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Oui',
  );
});

test('pet form: the form hydrates from its own chunk; a save pressed before it arrives is sent once, with the change typed meanwhile', async ({
  openHeld,
  customer,
}) => {
  const me = await customer({ emailPrefix: 'hydratation-animal' });
  const { id } = (await me.api('POST', '/animals', REX, me.token)) as { id: number };
  const { page, chunk } = await openHeld('PetFormPart', `/mon-compte/mes-animaux/${id}/modifier/`, { part: true });
  await page.getByRole('textbox', { name: PET_FORM.fr.name }).fill('Rexounet');
  // A press on Save: held (not submitted natively), sent once the form is live.
  const saves = await pressWhileHeld(
    page,
    chunk,
    () => page.getByRole('button', { name: 'Enregistrer les modifications' }).click(),
    requestsTo('PUT', `/animals/${id}`),
  );
  await expect(page).toHaveURL(new RegExp(`/mes-animaux/${id}/\\?notice=saved$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rexounet' })).toBeVisible();
  expect(JSON.parse(saves.sentOnce())).toMatchObject({ name: 'Rexounet' });
  // A client navigation to the pet's page (its search carries the notice), not a native submit: no reload.
  await saves.noReload();
});

test('checkout address step: a new address typed and its « Utiliser cette adresse » pressed while the step’s code was loading are kept and used', async ({
  openHeld,
  customer,
}) => {
  // The address step hydrates from its own chunk, after the first paint (CheckoutPage.tsx): the page is live with it.
  const me = await customer({ emailPrefix: 'hydratation-commande' });
  const cart = await newCart(me.api, me.token, ['gamelle_fr', 'fr_FR'], [{ variant: '10000601', quantity: 1 }]);
  const { page, chunk } = await openHeld('AddressStep', `/commande/${cart.tokenValue}/`);
  // A customer without saved addresses: the new address's form, from the server's HTML.
  await fillNewAddress(page);
  const uses = await pressWhileHeld(page, chunk, () =>
    page.getByRole('button', { name: 'Utiliser cette adresse' }).click(),
  );

  await liveAtMarker(page);
  // The held submit went through once live: the address is chosen, as typed; the page was not reloaded.
  await expect(page.getByText(/Alinea Martin, 12 rue des Lilas/)).toBeVisible();
  await uses.stayed();
  await page.getByTestId('address-continue').click();
  await expect(page).toHaveURL(/step=shipping/);
});

test('address book: the form is a chunk of its own, fetched at idle; « Ajouter une adresse » pressed before it has arrived shows it once it has, and it saves', async ({
  openHeld,
  customer,
}) => {
  // The list is the page; the form (react-hook-form, the phone library) shows only after a press (AddressesPage.tsx).
  await customer({ emailPrefix: 'hydratation-adresses' });
  const { page, chunk } = await openHeld('AddressEditor', '/mon-compte/mes-adresses/');
  await liveAtMarker(page);
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Nouvelle adresse' })).toBeAttached();

  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle adresse' })).toBeVisible();
  await fillNewAddress(page);
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByText('L’adresse a été enregistrée.')).toBeVisible();
  await expect(page.getByTestId('address')).toContainText('Alinea Martin');
  await expect(page.getByTestId('address')).toContainText('69003 Lyon');
});

// Before the page's first-load code has run at all (its entry held: a slow phone), no form submits natively: the
// head's inline script holds the submit of every JavaScript-only form (held-submits.ts), and the page sends it once
// live. A native GET would put the friend's e-mail in the address, the history and the server's logs.
test('sponsorship: an invitation sent before the page’s code has run is held, then sent once, the e-mail never in the address', async ({
  openHeld,
  customer,
}) => {
  await customer({ emailPrefix: 'hydratation-parrain' });
  const friend = `ami-avant-hydratation-${Date.now()}@example.fr`;
  const { page, chunk } = await openHeld(SHELL_ENTRY, '/mon-compte/mes-parrainages/');
  const field = page.getByRole('textbox', { name: 'E-mail de votre ami' });
  await field.fill(friend);
  const invitations = await pressWhileHeld(
    page,
    chunk,
    async () => {
      await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await field.press('Enter');
    },
    requestsTo('POST', '/shop/sponsorship/invitations'),
  );
  await invitations.stayed();
  await expect(page.getByText(`Invitation envoyée à ${friend}.`)).toBeVisible();
  expect(JSON.parse(invitations.sentOnce())).toMatchObject({ email: friend });
  await expect(page.getByTestId('sponsorship-friend').filter({ hasText: friend })).toBeVisible();
});

test('contact: a message sent before the page’s code has run is held, then sent once, nothing in the address', async ({
  openHeld,
}) => {
  const email = `contact-avant-code-${Date.now()}@example.fr`;
  const { page, chunk } = await openHeld(SHELL_ENTRY, '/nous-contacter/');
  const main = page.getByRole('main');
  const message = 'Envoyé avant tout code de la page.';
  await fillContactForm(main, { name: 'Inès Petit', email, message });
  const sent = await pressWhileHeld(
    page,
    chunk,
    () => main.getByRole('button', { name: 'Envoyer le message' }).click(),
    requestsTo('POST', '/contact-requests'),
  );
  await sent.stayed();
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
  const body = sent.sentOnce();
  for (const value of ['Inès Petit', email, 'order', message]) expect(body).toContain(value);
});

test('footer newsletter: a sign-up pressed before the page’s code has run counts once, the e-mail never in the address', async ({
  openHeld,
}) => {
  const email = `lettre-avant-code-${Date.now()}@example.fr`;
  const { page, chunk } = await openHeld(SHELL_ENTRY, '/nous-contacter/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  const signUps = await pressWhileHeld(
    page,
    chunk,
    () => footer.getByRole('button', { name: 'Je m’inscris' }).click(),
    requestsTo('POST', '/newsletter-subscriptions'),
  );
  await signUps.stayed();
  await expect(
    footer.getByText(`Un e-mail de confirmation vient d’être envoyé à ${email}.`, { exact: false }),
  ).toBeVisible();
  expect(JSON.parse(signUps.sentOnce())).toMatchObject({ email });
});
