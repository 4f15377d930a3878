// The food guides, FR and NL (issue 16), against the real server: a cat created through the API goes through the
// full bi-nutrition guide, a kitten with adult food shows its check (spec §8), the age is fixed in the profile, and
// the whole menu goes to the cart as a subscription; a dog goes through the kibble guide (keyboard only: Enter on
// each step's button, the focus on each step's heading) to the cart; the product page's ration calculator for a
// puppy and an adult. A customer without a pet is sent from a guide's entrance to the add form and comes back to the
// guide with the new cat. Axe on each step.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectOneInsetMain,
  fillPetFormWithMochi,
  logIn,
  newCustomer,
  openHeld,
  PET_FORM,
  pressWhileHeld,
  REX,
  test as base,
} from './fixtures.ts';

const languages = {
  fr: {
    channel: ['gamelle_fr', 'fr_FR'],
    prefix: '',
    kibbleEntrance: '/guide-croquettes/',
    biEntrance: '/userGuide/guide-nutrition-full/',
    start: (name: string) => `Commencer pour ${name}`,
    next: 'Continuer',
    seeResult: 'Voir mes recommandations',
    seeMenu: 'Voir le menu',
    profile: (name: string) => `Parlez-nous de ${name}`,
    shape: (name: string) => `La silhouette de ${name}`,
    diet: (name: string) => `Ce que mange ${name}`,
    result: (name: string) => `Nos recommandations pour ${name}`,
    meals: 'Combien de repas de pâtée par semaine\u00a0?',
    everyDay: 'Tous les jours',
    selection: 'Choisissez ses croquettes et ses recettes',
    ration: (name: string) => `La ration de ${name}`,
    menu: (name: string) => `Le menu de ${name}`,
    adultKibble: 'Croquettes Chat Adulte au poulet',
    adultRecipe: 'Émincés Chat Adulte au poulet en sauce',
    kittenCheck: 'Un chaton a besoin d’une alimentation pour chaton : choisissez des recettes chaton.',
    fixProfile: 'Modifier son profil',
    years: 'Années',
    months: 'Mois',
    lasts: /Ce menu dure environ \d+ jours\./,
    addMenu: 'Ajouter tout le menu au panier',
    menuAdded: 'Les 2 produits du menu sont dans votre panier.',
    addToCart: 'Ajouter au panier',
    added: 'Ajouté à votre panier.',
    product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
    weight: 'Poids de votre animal (kg)',
    age: 'Âge (mois)',
    calculate: 'Calculer',
    puppy: 'Ration de chiot (jusqu’à 12 mois)',
    adult: 'Ration d’adulte (plus de 12 mois)',
    grams: /Ration conseillée\s: \d+ g par jour/,
    formatLasts: /Le format Sac de 3 kg dure environ \d+ jours\./,
    dutchLinks: [] as string[],
    // No pet yet: from the kibble guide's entrance to the add form and back to the guide with the new cat.
    noPetEntrance: '/guide-croquettes/',
    addPet: 'Ajouter un animal',
    addForm: '/mon-compte/mes-animaux/ajouter/?guide=kibble',
    fromGuide: 'Une fois son profil enregistré, le guide reprend avec lui.',
    guideOfPet: /^\/guide-croquettes\/\d+\/$/,
  },
  nl: {
    channel: ['gamelle_nl', 'nl_BE'],
    prefix: '/nl',
    kibbleEntrance: '/nl/brokkengids/',
    biEntrance: '/nl/userGuide/guide-nutrition-full/',
    start: (name: string) => `Beginnen voor ${name}`,
    next: 'Verder',
    seeResult: 'Mijn aanbevelingen bekijken',
    seeMenu: 'Het menu bekijken',
    profile: (name: string) => `Vertel ons over ${name}`,
    shape: (name: string) => `Het silhouet van ${name}`,
    diet: (name: string) => `Wat ${name} eet`,
    result: (name: string) => `Onze aanbevelingen voor ${name}`,
    meals: 'Hoeveel natvoermaaltijden per week?',
    everyDay: 'Elke dag',
    selection: 'Kies zijn brokken en zijn recepten',
    ration: (name: string) => `Het rantsoen van ${name}`,
    menu: (name: string) => `Het menu van ${name}`,
    adultKibble: 'Brokken Volwassen Kat met kip',
    adultRecipe: 'Reepjes Volwassen Kat met kip in saus',
    kittenCheck: 'Een kitten heeft kittenvoeding nodig: kies kittenrecepten.',
    fixProfile: 'Zijn profiel wijzigen',
    years: 'Jaren',
    months: 'Maanden',
    lasts: /Dit menu gaat ongeveer \d+ dagen mee\./,
    addMenu: 'Het hele menu in de winkelmand',
    menuAdded: 'De 2 producten van het menu liggen in uw winkelmand.',
    addToCart: 'In winkelmand',
    added: 'Toegevoegd aan uw winkelmand.',
    product: '/nl/producten/brokken-volwassen-hond-middelgrote-rassen-met-kip/',
    weight: 'Gewicht van uw dier (kg)',
    age: 'Leeftijd (maanden)',
    calculate: 'Berekenen',
    puppy: 'Rantsoen voor een pup (tot 12 maanden)',
    adult: 'Rantsoen voor een volwassen hond (ouder dan 12 maanden)',
    grams: /Aanbevolen rantsoen: \d+ g per dag/,
    formatLasts: /De verpakking van Zak van 3 kg gaat ongeveer \d+ dagen mee\./,
    dutchLinks: ['/nl/abonnement/hond/', '/nl/abonnement/kat/', '/nl/brokkengids/nieuw/'],
    // No cat yet: from the full bi-nutrition guide's entrance to the add form and back to that guide.
    noPetEntrance: '/nl/userGuide/guide-nutrition-full/',
    addPet: 'Een dier toevoegen',
    addForm: '/nl/mijn-account/mijn-huisdieren/add/?guide=full',
    fromGuide: 'Zodra zijn profiel is opgeslagen, gaat de gids verder met hem.',
    guideOfPet: /^\/nl\/gids-bi-voeding\/\d+\/$/,
  },
} as const;

type Words = (typeof languages)[keyof typeof languages];

/** A new customer with one pet (or none), through the Shop API, logged in on the page (the shop's session cookies). */
async function customerWithPet(page: Page, baseURL: string, words: Words, pet: Record<string, unknown> | null) {
  const me = await newCustomer(page.request, words.channel, 'guides', { emailPrefix: 'guides' });
  const created = pet ? ((await me.api('POST', '/animals', pet, me.token)) as { id: number }) : null;
  await logIn(page, baseURL, me, words.channel);
  return { query: me.query, petId: created?.id };
}

/** The visitor's cart lines, read through the session proxy (the cart belongs to the customer). */
async function cartLines(page: Page, query: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'gamelle_cart')?.value;
  expect(token).toBeTruthy();
  const answer = await page.request.get(`/_session/api/v2/shop/orders/${token}${query}`);
  expect(answer.status()).toBe(200);
  const cart = (await answer.json()) as { items: { variant: { code: string }; subscriptionInterval: number | null }[] };
  return cart.items;
}

async function axe(page: Page) {
  await expectOneInsetMain(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The step's heading has the focus (each step moves it there) and the page passes axe. */
async function atStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  await axe(page);
}

/** An adult cat (3 years): the bi-nutrition guides' steps for the choices made before a step's code has arrived. */
const MINOU = {
  type: 'cat',
  gender: 'female',
  name: 'Minou',
  breed: 'europeen',
  years: 3,
  months: 0,
  sterilized: true,
  weight: 4,
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
};

/** Rex's kibble result: its way to the cart (frequency, format, « Ajouter au panier ») is a chunk of its own. */
const KIBBLE_RESULT = (petId: number) => `/guide-croquettes/${petId}/recommandations/`;

type EarlyPage = (
  pet: Record<string, unknown>,
  chunk: string,
  path: (petId: number) => string,
) => Promise<{
  me: { query: string };
  early: Page;
  entries: () => Promise<number>;
  pressWhileLoading: (press: () => Promise<unknown>) => ReturnType<typeof pressWhileHeld>;
}>;

/**
 * The spec's own fixture `earlyPage(pet, chunk, path)`: a new customer with `pet`, and a page of the same context
 * (without the fixture's wait for hydration) opened at `path(pet's id)` with `chunk` (a step's own part) held, live
 * without that part. `entries()` is the tab's history length (one step on is one entry more); `pressWhileLoading`
 * is fixtures' `pressWhileHeld` on that page and part.
 */
const test = base.extend<{ earlyPage: EarlyPage }>({
  earlyPage: async ({ page, baseURL }, provide) => {
    await provide(async (pet, chunk, path) => {
      const me = await customerWithPet(page, baseURL!, languages.fr, pet);
      const early = await page.context().newPage();
      const held = await openHeld(early, chunk, path(me.petId!), { part: true });
      const entries = () => early.evaluate(() => history.length);
      return { me, early, entries, pressWhileLoading: (press) => pressWhileHeld(early, held, press) };
    });
  },
});

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test(`${language.toUpperCase()}: a kitten's bi-nutrition menu refused for adult food, the age fixed, the menu subscribed`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const me = await customerWithPet(page, baseURL!, w, {
      type: 'cat',
      gender: 'male',
      name: 'Filou',
      breed: 'europeen',
      years: 0,
      months: 6,
      sterilized: false,
      weight: 3,
      condition: 'good',
      activity: 'high',
      feature: 'none',
      feeds: ['dry'],
      kibbleBrand: 'Gamelle',
    });

    await page.goto(w.biEntrance);
    await axe(page);
    await page.getByRole('link', { name: w.start('Filou') }).click();
    await expect(page.getByRole('heading', { level: 2, name: w.profile('Filou') })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await axe(page);
    await page.getByRole('button', { name: w.next }).click();

    await atStep(page, w.meals);
    await page.getByRole('radio', { name: w.everyDay }).check();
    await page.getByRole('button', { name: w.next }).click();

    await atStep(page, w.selection);
    await page.getByRole('radio', { name: w.adultKibble }).check();
    await page.getByRole('checkbox', { name: w.adultRecipe }).check();
    await page.getByRole('button', { name: w.next }).click();

    // Spec §8: a kitten (6 months) with adult food.
    await atStep(page, w.ration('Filou'));
    await expect(page.getByTestId('guide-refusals')).toContainText(w.kittenCheck);

    // Back and forward keep the step and the choices (they are in the URL).
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: w.adultRecipe })).toBeChecked();
    await page.goForward();
    await expect(page.getByTestId('guide-refusals')).toContainText(w.kittenCheck);

    // Filou is in fact 3: the profile is fixed, the choices are kept.
    await page.getByRole('link', { name: w.fixProfile }).click();
    await atStep(page, w.profile('Filou'));
    await page.getByLabel(w.years, { exact: true }).fill('3');
    await page.getByLabel(w.months, { exact: true }).fill('0');
    await page.getByRole('button', { name: w.next }).click();
    await atStep(page, w.meals);
    await expect(page.getByRole('radio', { name: w.everyDay })).toBeChecked();
    await page.getByRole('button', { name: w.next }).click();
    await atStep(page, w.selection);
    await expect(page.getByRole('radio', { name: w.adultKibble })).toBeChecked();
    await page.getByRole('button', { name: w.next }).click();
    await atStep(page, w.ration('Filou'));
    await expect(page.getByTestId('menu-portions')).toContainText(w.adultRecipe);
    await page.reload();
    await expect(page.getByTestId('menu-portions')).toContainText(w.adultRecipe);
    // The next step's focus is the app's doing: a click before the reloaded page is live is a plain page load. The
    // live marker comes once the route's own part has hydrated (features/shared/live-marker.tsx).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    await page.getByRole('link', { name: w.seeMenu }).click();
    await atStep(page, w.menu('Filou'));
    await expect(page.getByTestId('menu-duration')).toHaveText(w.lasts);
    await page.getByRole('button', { name: w.addMenu }).click();
    await expect(page.getByText(w.menuAdded)).toBeVisible();
    const lines = await cartLines(page, me.query);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => (line.subscriptionInterval ?? 0) >= 21)).toBe(true);
  });

  test(`${language.toUpperCase()}: a dog through the kibble guide with the keyboard, to the cart as a subscription`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const me = await customerWithPet(page, baseURL!, w, REX);
    await page.goto(w.kibbleEntrance);
    await axe(page);
    const press = async (name: string, role: 'link' | 'button' = 'button') => {
      await page.getByRole(role, { name }).focus();
      await page.keyboard.press('Enter');
    };
    await press(w.start('Rex'), 'link');
    await expect(page.getByRole('heading', { level: 2, name: w.profile('Rex') })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await axe(page);
    await press(w.next);
    await atStep(page, w.shape('Rex'));
    await press(w.next);
    await atStep(page, w.diet('Rex'));
    await press(w.seeResult);
    await atStep(page, w.result('Rex'));
    const main = page.getByRole('article').first();
    await main.getByRole('button', { name: w.addToCart }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByText(w.added)).toBeVisible();
    const lines = await cartLines(page, me.query);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.subscriptionInterval).toBeGreaterThanOrEqual(21);
  });

  test(`${language.toUpperCase()}: no pet yet: the guide's entrance leads to the add form, and the new cat comes back to the guide`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await customerWithPet(page, baseURL!, w, null);
    await page.goto(w.noPetEntrance);
    await page.getByRole('link', { name: w.addPet }).click();
    await expect(page).toHaveURL(w.addForm);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText(w.fromGuide)).toBeVisible();
    await axe(page);

    await fillPetFormWithMochi(page, language);
    await page.getByRole('button', { name: PET_FORM[language].create }).click();

    // The guide's first step, for the cat just created.
    await expect(page.getByRole('heading', { level: 2, name: w.profile('Mochi') })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(w.guideOfPet);
    await axe(page);
  });

  test(`${language.toUpperCase()}: the ration calculator for a puppy and an adult, with the format's duration`, async ({
    page,
  }) => {
    await page.goto(w.product);
    const weight = page.getByLabel(w.weight);
    const age = page.getByLabel(w.age);
    await weight.fill('8');
    await age.fill('5');
    await page.getByRole('button', { name: w.calculate }).click();
    const result = page.getByTestId('ration-result');
    await expect(result).toContainText(w.puppy);
    await expect(result).toContainText(w.grams);
    await expect(result).toContainText(w.formatLasts);
    await weight.fill('20');
    await age.fill('36');
    await page.getByRole('button', { name: w.calculate }).click();
    await expect(result).toContainText(w.adult);
    await expect(result).toContainText(w.grams);
  });

  if (w.dutchLinks.length)
    test('NL: the Dutch site’s subscription and new-guide links lead to the kibble guide', async ({ page }) => {
      for (const link of w.dutchLinks) {
        const response = await page.goto(link);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe('/nl/brokkengids/');
        await expect(page.getByRole('heading', { level: 1, name: 'Brokkengids' })).toBeVisible();
      }
    });
}

test('FR: the kibble guide’s form hydrates from its own chunk; « Continuer » pressed before it arrives goes on once', async ({
  earlyPage,
}) => {
  // The page is live without its steps' form (guide-parts.ts): the form's chunk comes after the first paint.
  const { early, pressWhileLoading } = await earlyPage(REX, 'GuidePetFormPart', (id) => `/guide-croquettes/${id}/`);
  // A press on the step's button: held (not submitted natively), sent once the form is live.
  const steps = await pressWhileLoading(async () => {
    await early.getByRole('button', { name: languages.fr.next }).click();
    expect(new URL(early.url()).search).toBe('');
  });
  await expect(early.getByRole('heading', { level: 2, name: languages.fr.shape('Rex') })).toBeFocused();
  expect(new URL(early.url()).searchParams.get('step')).toBe('shape');
  await steps.noReload();
  // One step on: Back finds the profile, in its own history entry.
  await early.goBack();
  await expect(early.getByRole('heading', { level: 2, name: languages.fr.profile('Rex') })).toBeVisible();
  await early.close();
});

test('FR: the kibble result’s way to the cart hydrates from its own chunk; « Ajouter au panier » pressed before it arrives adds once', async ({
  earlyPage,
}) => {
  const { me, early, pressWhileLoading } = await earlyPage(REX, 'KibbleProductDetails', KIBBLE_RESULT);
  const main = early.getByRole('article').first();
  const adds = await pressWhileLoading(() => main.getByRole('button', { name: languages.fr.addToCart }).click());
  await expect(main.getByText(languages.fr.added)).toBeVisible();
  await adds.noReload();
  expect(new URL(early.url()).search).toBe('');
  const lines = await cartLines(early, me.query);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.subscriptionInterval).toBeGreaterThanOrEqual(21);
  await early.close();
});

test('FR: the meals chosen while the meals step’s code was loading are the ones « Continuer » sends', async ({
  earlyPage,
}) => {
  const w = languages.fr;
  const { early, entries, pressWhileLoading } = await earlyPage(
    MINOU,
    'BiNutritionMealsStep',
    (id) => `/guide-bi-nutrition/${id}/?step=meals`,
  );
  // No choice in the URL: none checked by the server. The customer's, before the step's code has arrived.
  await early.getByRole('radio', { name: w.everyDay }).check();
  const before = await entries();
  const steps = await pressWhileLoading(async () => {
    await early.getByRole('button', { name: w.next }).click();
    expect(new URL(early.url()).searchParams.get('step')).toBe('meals');
  });
  await expect(early.getByRole('heading', { level: 2, name: w.selection })).toBeFocused();
  const search = new URL(early.url()).searchParams;
  expect(search.get('step')).toBe('selection');
  expect(search.get('meals')).toBe('every_day');
  expect(await entries()).toBe(before + 1);
  await steps.noReload();
  // Back: the meals step in its own entry, the choice kept, no « choose » error.
  await early.goBack();
  await expect(early.getByRole('heading', { level: 2, name: w.meals })).toBeVisible();
  await expect(early.getByRole('radio', { name: w.everyDay })).toBeChecked();
  await expect(early.getByText('Choisissez la fréquence de la pâtée.')).toHaveCount(0);
  await early.close();
});

test('FR: the kibble, recipe and meals chosen while the short guide’s selection was loading are the ones sent', async ({
  earlyPage,
}) => {
  const w = languages.fr;
  const { early, entries, pressWhileLoading } = await earlyPage(
    MINOU,
    'BiNutritionSelection',
    (id) => `/mini-guide-bi-nutrition/${id}/?step=selection`,
  );
  // The server checks the suggested kibble: another one, a recipe and the meals, before the step's code is there.
  const kibble = early.locator('input[type="radio"][name="kibble"]:not(:checked)').first();
  const kibbleSku = await kibble.getAttribute('value');
  await kibble.check();
  const recipe = early.locator('input[type="checkbox"][name="recipes"]').first();
  const recipeSku = await recipe.getAttribute('value');
  await recipe.check();
  await early.getByRole('radio', { name: w.everyDay }).check();
  const before = await entries();
  const steps = await pressWhileLoading(() => early.getByRole('button', { name: w.next }).click());
  await expect(early.getByRole('heading', { level: 2, name: w.ration('Minou') })).toBeFocused();
  const search = new URL(early.url()).searchParams;
  expect(Object.fromEntries(search)).toEqual({
    step: 'ration',
    kibble: kibbleSku,
    recipes: recipeSku,
    meals: 'every_day',
  });
  expect(await entries()).toBe(before + 1);
  await steps.noReload();
  // Back: the selection as it was chosen, no error.
  await early.goBack();
  await expect(early.getByRole('heading', { level: 2, name: w.selection })).toBeVisible();
  await expect(early.locator(`input[name="kibble"][value="${kibbleSku}"]`)).toBeChecked();
  await expect(early.locator(`input[name="recipes"][value="${recipeSku}"]`)).toBeChecked();
  await expect(early.getByRole('radio', { name: w.everyDay })).toBeChecked();
  for (const error of [
    'Choisissez ses croquettes.',
    'Choisissez au moins une recette.',
    'Choisissez la fréquence de la pâtée.',
  ])
    await expect(early.getByText(error, { exact: true })).toHaveCount(0);
  await early.close();
});

test('FR: a one-off purchase chosen while the menu’s way to the cart was loading is what « Ajouter » adds', async ({
  earlyPage,
}) => {
  const w = languages.fr;
  const { me, early, pressWhileLoading } = await earlyPage(
    MINOU,
    'GuideAddToCart',
    (id) =>
      `/guide-bi-nutrition/${id}/recommandations/?meals=every_day&kibble=CHAT-SEC-ADULTE-POULET&recipes=CHAT-HUMIDE-POULET`,
  );
  // The server offers the subscription: a one-off purchase instead, before the part's code is there.
  await early.getByRole('radio', { name: 'Achat unique' }).check();
  const adds = await pressWhileLoading(() => early.getByRole('button', { name: w.addMenu }).click());
  await expect(early.getByText(w.menuAdded)).toBeVisible();
  await adds.noReload();
  // Once live, the form shows the choice it sent: one-off, so no frequency.
  await expect(early.getByRole('radio', { name: 'Achat unique' })).toBeChecked();
  await expect(early.getByRole('combobox', { name: 'Fréquence de livraison' })).toHaveCount(0);
  const lines = await cartLines(early, me.query);
  expect(lines).toHaveLength(2);
  expect(lines.map((line) => line.subscriptionInterval)).toEqual([null, null]);
  await early.close();
});

/** The first option of `select` other than the selected one (`enabled`: among those not disabled), chosen. */
async function chooseAnother(select: Locator, { enabled = false } = {}): Promise<string> {
  const other = await select.evaluate(
    (element: HTMLSelectElement, enabled) =>
      Array.from(element.options).find((option) => (!enabled || !option.disabled) && !option.selected)!.value,
    enabled,
  );
  await select.selectOption(other);
  return other;
}

/**
 * On Rex's kibble result, another option of the select `name` chosen (`enabled`: among those not disabled) and
 * « Ajouter au panier » pressed while the result's details are loading; once added, the select still shows it.
 * Returns the option and the cart's lines.
 */
async function addAnotherWhileLoading(earlyPage: EarlyPage, name: string, { enabled = false } = {}) {
  const { me, early, pressWhileLoading } = await earlyPage(REX, 'KibbleProductDetails', KIBBLE_RESULT);
  const main = early.getByRole('article').first();
  // The server selects our suggestion: another one, before the part's code is there.
  const select = main.getByRole('combobox', { name });
  const other = await chooseAnother(select, { enabled });
  const adds = await pressWhileLoading(() => main.getByRole('button', { name: languages.fr.addToCart }).click());
  await expect(main.getByText(languages.fr.added)).toBeVisible();
  await adds.noReload();
  await expect(select).toHaveValue(other);
  const lines = await cartLines(early, me.query);
  await early.close();
  return { other, lines };
}

test('FR: a delivery frequency chosen while the kibble result’s way to the cart was loading is the one added', async ({
  earlyPage,
}) => {
  const { other, lines } = await addAnotherWhileLoading(earlyPage, 'Fréquence de livraison', { enabled: true });
  expect(lines).toHaveLength(1);
  expect(lines[0]!.subscriptionInterval).toBe(Number(other));
});

test('FR: a format chosen while the kibble result’s details were loading is the one « Ajouter au panier » adds', async ({
  earlyPage,
}) => {
  const { other, lines } = await addAnotherWhileLoading(earlyPage, 'Format');
  expect(lines.map((line) => line.variant.code)).toEqual([other]);
});
