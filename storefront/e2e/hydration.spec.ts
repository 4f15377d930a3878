// Nothing typed before hydration is lost (design-system/README.md, "Typed before hydration"). On a slow phone the
// server's form shows and takes input long before the page's code has run: here the page's route chunk is held
// back while the customer types, then released. What was typed must still be there once the form is live, and be
// what the form submits. The page's "live" marker (`html[data-hydrated]`) comes only once the route's own form has
// hydrated, not with the root's shell.
import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  answerMarketing,
  botToken,
  expect,
  holdChunk,
  fillPetFormWithMochi,
  newCustomer,
  PET_FORM,
  REX,
  test,
  waitForLive,
} from './fixtures.ts';

/**
 * A page of the test's context, without the fixtures' wait for hydration after `goto` (hydration cannot come while
 * the route's chunk is held), which records whether the page was live when it said so.
 */
async function openPage(context: BrowserContext, baseURL: string): Promise<Page> {
  await answerMarketing(context, baseURL);
  const page = await context.newPage();
  await recordLiveMarker(page);
  return page;
}

/** Logs the customer in through the shop's own session endpoint, in the page's cookie jar. */
async function logIn(page: Page, me: { query: string; email: string; password: string }, baseURL: string) {
  const login = await page.request.post(`/_session/login${me.query}`, {
    headers: { Origin: baseURL },
    data: { email: me.email, password: me.password, botToken: await botToken(page.request, 'login') },
  });
  expect(login.status()).toBe(200);
}

/** The page's first-load entry (the shell): held, no code of the page runs, React included. */
const SHELL_ENTRY = /^\/assets\/index-[^/]+\.js$/;

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

/**
 * A press (or Enter) while `chunk` is held, then the chunk released: the press is held, not submitted natively.
 * Records, from before the press, the bodies of the requests `sent` matches and every navigation of the page;
 * `stayed()` then checks the page was neither reloaded nor sent to an address carrying the form's fields (a native
 * GET submit puts them in the URL, the history and the server's logs).
 */
async function pressWhileHeld(
  page: Page,
  chunk: Awaited<ReturnType<typeof holdChunk>>,
  press: () => Promise<void>,
  sent: (request: Request) => boolean,
) {
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const bodies: string[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    if (sent(request)) bodies.push(request.postData() ?? '');
  });
  await press();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  chunk.release();
  const stayed = async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  };
  return { bodies, navigations, stayed };
}

async function liveAtMarker(page: Page): Promise<string> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page.evaluate(() => (window as unknown as { liveAtMarker: string }).liveAtMarker);
}

test('login: the e-mail typed while the page was loading is kept and looked up', async ({ context, baseURL }) => {
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/connexion-[^/]+\.js$/);
  const email = `avant-hydratation-${Date.now()}@example.fr`;
  await page.goto('/connexion/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await field.fill(email);
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  chunk.release();
  const [controls, live] = (await liveAtMarker(page)).split('/');
  expect(Number(controls)).toBeGreaterThan(0);
  expect(controls).toBe(live);
  await expect(field).toHaveValue(email);
  const lookup = page.waitForRequest((request) => request.url().includes('/customer/lookup'));
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  expect((await lookup).postDataJSON()).toMatchObject({ email });
  await expect(page.getByText(`Aucun compte n’existe pour ${email}`)).toBeVisible();
});

test('login: the forms hydrate from their own chunk; an e-mail typed and sent before it arrives is looked up', async ({
  context,
  baseURL,
}) => {
  // The page is live without its forms (LoginPage's deferredForm): their chunk comes after the first paint.
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/LoginForms-[^/]+\.js$/);
  const email = `formulaire-differe-${Date.now()}@example.fr`;
  await page.goto('/connexion/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
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
    (request) => request.url().includes('/customer/lookup'),
  );
  await expect(page.getByText(`Aucun compte n’existe pour ${email}`)).toBeVisible();
  expect(lookups.bodies).toHaveLength(1);
  expect(JSON.parse(lookups.bodies[0]!)).toMatchObject({ email });
  await lookups.stayed();
  // The registration form, from the same chunk, takes the e-mail and the focus.
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
});

test('login: what is typed while the forms load stays, and the focus stays in the field', async ({
  context,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/LoginForms-[^/]+\.js$/);
  await page.goto('/connexion/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
  const field = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await field.pressSequentially('tape-avant');
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  chunk.release();
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

test('contact: text, e-mail, a chosen subject and the message typed early are what is sent', async ({
  context,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/nous-contacter-[^/]+\.js$/);
  const email = `contact-avant-hydratation-${Date.now()}@example.fr`;
  await page.goto('/nous-contacter/', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Nom et prénom' }).fill('Léa Dubois');
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await main.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Ma commande' });
  await main.getByRole('textbox', { name: 'Message' }).fill('Tapé avant que la page soit prête.');
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);

  chunk.release();
  const [controls, live] = (await liveAtMarker(page)).split('/');
  expect(controls).toBe(live);
  await expect(main.getByRole('textbox', { name: 'Nom et prénom' })).toHaveValue('Léa Dubois');
  await expect(main.getByRole('combobox', { name: 'Sujet' })).toHaveValue('order');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/contact-requests'),
  );
  await main.getByRole('button', { name: 'Envoyer le message' }).click();
  const body = (await sent).postData() ?? '';
  for (const value of ['Léa Dubois', email, 'order', 'Tapé avant que la page soit prête.'])
    expect(body).toContain(value);
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
});

test('contact: the form hydrates from its own chunk; what is typed and sent before it arrives is sent once', async ({
  context,
  baseURL,
}) => {
  // The page is live without its form (ContactPage's deferredForm): the form's chunk comes after the first paint.
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/ContactForm-[^/]+\.js$/);
  const email = `contact-differe-${Date.now()}@example.fr`;
  await page.goto('/nous-contacter/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Nom et prénom' }).fill('Jules Martin');
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await main.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Ma commande' });
  const message = main.getByRole('textbox', { name: 'Message' });
  await message.fill('Envoyé avant que le formulaire soit prêt.');
  // A press on the button: held (not submitted natively), sent once the form is live.
  const sent = await pressWhileHeld(
    page,
    chunk,
    () => main.getByRole('button', { name: 'Envoyer le message' }).click(),
    (request) => request.method() === 'POST' && request.url().includes('/contact-requests'),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
  expect(sent.bodies).toHaveLength(1);
  for (const value of ['Jules Martin', email, 'order', 'Envoyé avant que le formulaire soit prêt.'])
    expect(sent.bodies[0]).toContain(value);
  await sent.stayed();
});

test('forgotten password: the form hydrates from its own chunk; an e-mail typed and sent before it arrives is asked for once', async ({
  context,
  baseURL,
}) => {
  // The page is live without its forms (ForgotPasswordPage's deferredForm): their chunk comes after the first paint.
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/ForgotPasswordForms-[^/]+\.js$/);
  const email = `oubli-differe-${Date.now()}@example.fr`;
  await page.goto('/mot-de-passe-oublie/demande/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
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
    (request) => request.method() === 'POST' && request.url().includes('/reset-password-requests'),
  );
  await expect(page.getByText(`Si un compte existe pour ${email}`)).toBeVisible();
  expect(requests.bodies).toHaveLength(1);
  expect(JSON.parse(requests.bodies[0]!)).toMatchObject({ email });
  await requests.stayed();
  await expect(field).toHaveValue(email);
});

test('personal data: a pre-filled name edited, a radio and a checkbox changed early are kept and saved', async ({
  context,
  request,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', {
    emailPrefix: 'hydratation',
    firstName: 'Aline',
  });
  await logIn(page, me, baseURL!);

  const chunk = await holdChunk(page, /^\/assets\/mes-informations-personnelles-[^/]+\.js$/);
  await page.goto('/mon-compte/mes-informations-personnelles/', { waitUntil: 'domcontentloaded' });
  const firstName = page.getByRole('textbox', { name: 'Prénom' });
  await firstName.fill('Alinea');
  await page.getByRole('radio', { name: 'Nederlands' }).check();
  await page.getByRole('checkbox', { name: /bons plans et conseils/ }).check();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  chunk.release();
  const [controls, live] = (await liveAtMarker(page)).split('/');
  expect(controls).toBe(live);
  await expect(firstName).toHaveValue('Alinea');
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /bons plans et conseils/ })).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(firstName).toHaveValue('Alinea');
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /bons plans et conseils/ })).toBeChecked();
});

test('personal data: two forms, two chunks; the page is live once both are, and a save pressed while one is still loading waits for it', async ({
  context,
  request,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', {
    emailPrefix: 'hydratation-deux',
    firstName: 'Aline',
  });
  await logIn(page, me, baseURL!);

  // The password form's chunk arrives; the identity form's is held.
  const chunk = await holdChunk(page, /^\/assets\/ProfileForm-[^/]+\.js$/);
  await page.goto('/mon-compte/mes-informations-personnelles/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
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

  const firstName = page.getByRole('textbox', { name: 'Prénom' });
  await firstName.fill('Alinea');
  // The identity form's save, pressed while its code is held: held (not submitted natively), sent once it is live.
  const saves = await pressWhileHeld(
    page,
    chunk,
    () => page.getByRole('button', { name: 'Enregistrer', exact: true }).click(),
    (request) => request.method() === 'PUT' && request.url().includes('/customers/'),
  );
  const [controls, live] = (await liveAtMarker(page)).split('/');
  expect(controls).toBe(live);
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  expect(saves.bodies).toHaveLength(1);
  expect(JSON.parse(saves.bodies[0]!)).toMatchObject({ firstName: 'Alinea' });
  await saves.stayed();
});

test('product: the ration asked while the calculator’s own code was loading is calculated once it has arrived', async ({
  context,
  baseURL,
}) => {
  // The calculator hydrates from its own chunk, after the page (ProductPage.tsx): the page is live without it.
  const page = await openPage(context, baseURL!);
  const chunk = await holdChunk(page, /^\/assets\/RationCalculator-[^/]+\.js$/);
  await page.goto('/produits/croquettes-chien-adulte-moyenne-race-au-poulet/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByLabel('Poids de votre animal (kg)').fill('20');
  await page.getByLabel('Âge (mois)').fill('36');
  await page.getByRole('button', { name: 'Calculer', exact: true }).click();
  await page.getByLabel('Âge (mois)').press('Enter');

  chunk.release();
  const result = page.getByTestId('ration-result');
  await expect(result).toContainText('Ration d’adulte');
  await expect(result).toContainText(/Ration conseillée\s:\s\d+\sg par jour/);
  // Held, not submitted natively: the same page, no reload, what was typed still there.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
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
  await page.goto('/produits/croquettes-chien-adulte-moyenne-race-au-poulet/');
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

test('pet form: the name and the sterilised choice (a Controller’s radios) given early are kept and saved', async ({
  context,
  request,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', { emailPrefix: 'hydratation-animal' });
  await logIn(page, me, baseURL!);
  const f = PET_FORM.fr;

  // The page is live without its form (PetFormPage's deferredForm): the form's own chunk is what is held.
  const chunk = await holdChunk(page, /^\/assets\/PetFormPart-[^/]+\.js$/);
  await page.goto('/mon-compte/mes-animaux/ajouter/', { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
  await page.getByRole('textbox', { name: f.name }).fill('Mochi');
  await page.getByRole('radio', { name: f.yes, exact: true }).check();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  chunk.release();
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
  context,
  request,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', { emailPrefix: 'hydratation-animal' });
  const { id } = (await me.api('POST', '/animals', REX, me.token)) as { id: number };
  await logIn(page, me, baseURL!);

  const chunk = await holdChunk(page, /^\/assets\/PetFormPart-[^/]+\.js$/);
  await page.goto(`/mon-compte/mes-animaux/${id}/modifier/`, { waitUntil: 'domcontentloaded' });
  await waitForLive(page.getByRole('heading', { level: 1 }));
  const name = page.getByRole('textbox', { name: PET_FORM.fr.name });
  await name.fill('Rexounet');
  // A press on Save: held (not submitted natively), sent once the form is live.
  const saves = await pressWhileHeld(
    page,
    chunk,
    () => page.getByRole('button', { name: 'Enregistrer les modifications' }).click(),
    (request) => request.method() === 'PUT' && request.url().includes(`/animals/${id}`),
  );
  await expect(page).toHaveURL(new RegExp(`/mes-animaux/${id}/\\?notice=saved$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rexounet' })).toBeVisible();
  expect(saves.bodies).toHaveLength(1);
  expect(JSON.parse(saves.bodies[0]!)).toMatchObject({ name: 'Rexounet' });
  // A client navigation to the pet's page (its search carries the notice), not a native submit: no reload.
  expect(saves.navigations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('checkout address step: a new address typed and its « Utiliser cette adresse » pressed while the step’s code was loading are kept and used', async ({
  context,
  request,
  baseURL,
}) => {
  // The address step hydrates from its own chunk, after the first paint (CheckoutPage.tsx): the page is live with it.
  const page = await openPage(context, baseURL!);
  const { api, email, password, token } = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', {
    emailPrefix: 'hydratation-commande',
  });
  const cart = await api('POST', '/orders', { channelCode: 'gamelle_fr', localeCode: 'fr_FR' }, token);
  await api(
    'PATCH',
    `/orders/${cart.tokenValue}/items`,
    { productVariant: '/api/v2/shop/product-variants/10000601', quantity: 1 },
    token,
  );
  const login = await page.request.post('/_session/login?channelCode=gamelle_fr&locale=fr_FR', {
    headers: { Origin: baseURL! },
    data: { email, password, botToken: await botToken(page.request, 'login') },
  });
  expect(login.status()).toBe(200);

  const chunk = await holdChunk(page, /^\/assets\/AddressStep-[^/]+\.js$/);
  await page.goto(`/commande/${cart.tokenValue}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  // A customer without saved addresses: the new address's form, from the server's HTML.
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Alinea');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('69003');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await page.getByRole('textbox', { name: 'Téléphone mobile' }).fill('0612345678');
  await page.getByRole('button', { name: 'Utiliser cette adresse' }).click();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  chunk.release();
  await liveAtMarker(page);
  // The held submit went through once live: the address is chosen, as typed; the page was not reloaded.
  await expect(page.getByText(/Alinea Martin, 12 rue des Lilas/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await page.getByTestId('address-continue').click();
  await expect(page).toHaveURL(/step=shipping/);
});

test('address book: the form is a chunk of its own, fetched at idle; « Ajouter une adresse » pressed before it has arrived shows it once it has, and it saves', async ({
  context,
  request,
  baseURL,
}) => {
  // The list is the page; the form (react-hook-form, the phone library) shows only after a press (AddressesPage.tsx).
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', { emailPrefix: 'hydratation-adresses' });
  await logIn(page, me, baseURL!);

  const chunk = await holdChunk(page, /^\/assets\/AddressEditor-[^/]+\.js$/);
  await page.goto('/mon-compte/mes-adresses/');
  await liveAtMarker(page);
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Nouvelle adresse' })).toBeAttached();

  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle adresse' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Alinea');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('69003');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await page.getByRole('textbox', { name: 'Téléphone mobile' }).fill('0612345678');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByText('L’adresse a été enregistrée.')).toBeVisible();
  await expect(page.getByTestId('address')).toContainText('Alinea Martin');
  await expect(page.getByTestId('address')).toContainText('69003 Lyon');
});

// Before the page's first-load code has run at all (its entry held: a slow phone), no form submits natively: the
// head's inline script holds the submit of every JavaScript-only form (held-submits.ts), and the page sends it once
// live. A native GET would put the friend's e-mail in the address, the history and the server's logs.
test('sponsorship: an invitation sent before the page’s code has run is held, then sent once, the e-mail never in the address', async ({
  context,
  request,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const me = await newCustomer(request, ['gamelle_fr', 'fr_FR'], 'hydration', { emailPrefix: 'hydratation-parrain' });
  await logIn(page, me, baseURL!);
  const friend = `ami-avant-hydratation-${Date.now()}@example.fr`;

  const entry = await holdChunk(page, SHELL_ENTRY);
  await page.goto('/mon-compte/mes-parrainages/', { waitUntil: 'domcontentloaded' });
  const field = page.getByRole('textbox', { name: 'E-mail de votre ami' });
  await field.fill(friend);
  const invitations = await pressWhileHeld(
    page,
    entry,
    async () => {
      await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
      await field.press('Enter');
    },
    (request) => request.method() === 'POST' && request.url().includes('/shop/sponsorship/invitations'),
  );
  await invitations.stayed();
  await expect(page.getByText(`Invitation envoyée à ${friend}.`)).toBeVisible();
  expect(invitations.bodies).toHaveLength(1);
  expect(JSON.parse(invitations.bodies[0]!)).toMatchObject({ email: friend });
  await expect(page.getByTestId('sponsorship-friend').filter({ hasText: friend })).toBeVisible();
});

test('contact: a message sent before the page’s code has run is held, then sent once, nothing in the address', async ({
  context,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const email = `contact-avant-code-${Date.now()}@example.fr`;
  const entry = await holdChunk(page, SHELL_ENTRY);
  await page.goto('/nous-contacter/', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Nom et prénom' }).fill('Inès Petit');
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await main.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Ma commande' });
  await main.getByRole('textbox', { name: 'Message' }).fill('Envoyé avant tout code de la page.');
  const sent = await pressWhileHeld(
    page,
    entry,
    () => main.getByRole('button', { name: 'Envoyer le message' }).click(),
    (request) => request.method() === 'POST' && request.url().includes('/contact-requests'),
  );
  await sent.stayed();
  await expect(page.getByRole('heading', { level: 2, name: 'Message envoyé' })).toBeVisible();
  expect(sent.bodies).toHaveLength(1);
  for (const value of ['Inès Petit', email, 'order', 'Envoyé avant tout code de la page.'])
    expect(sent.bodies[0]).toContain(value);
});

test('footer newsletter: a sign-up pressed before the page’s code has run counts once, the e-mail never in the address', async ({
  context,
  baseURL,
}) => {
  const page = await openPage(context, baseURL!);
  const email = `lettre-avant-code-${Date.now()}@example.fr`;
  const entry = await holdChunk(page, SHELL_ENTRY);
  await page.goto('/nous-contacter/', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  const signUps = await pressWhileHeld(
    page,
    entry,
    () => footer.getByRole('button', { name: 'Je m’inscris' }).click(),
    (request) => request.method() === 'POST' && request.url().includes('/newsletter-subscriptions'),
  );
  await signUps.stayed();
  await expect(
    footer.getByText(`Un e-mail de confirmation vient d’être envoyé à ${email}.`, { exact: false }),
  ).toBeVisible();
  expect(signUps.bodies).toHaveLength(1);
  expect(JSON.parse(signUps.bodies[0]!)).toMatchObject({ email });
});
