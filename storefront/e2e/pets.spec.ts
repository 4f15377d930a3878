// The customer's pets, FR and NL (issue 16), against the real server: add a cat with a photo turned a quarter,
// replace the photo and turn the new one (the stored file's sides are read back), see her in the list, edit her,
// delete her behind the confirmation (Escape and focus checked), then her page is the 404 page; another customer's
// pet is the 404 page; a text file named .png is refused with the spec's message; axe on the list and the form.
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillPetFormWithMochi, newCustomer, PET_FORM, REX, test, botToken } from './fixtures.ts';

const languages = {
  fr: {
    channel: ['gamelle_fr', 'fr_FR'],
    list: '/mon-compte/mes-animaux/',
    add: '/mon-compte/mes-animaux/ajouter/',
    pet: (id: number) => `/mon-compte/mes-animaux/${id}/`,
    edit: (id: number) => `/mon-compte/mes-animaux/${id}/modifier/`,
    listTitle: 'Mes animaux',
    noPets: 'Vous n’avez pas encore présenté votre compagnon.',
    addPet: 'Ajouter un animal',
    addPhoto: 'Ajouter une photo',
    changePhoto: 'Modifier la photo',
    rotateRight: 'Pivoter vers la droite',
    savePhoto: 'Enregistrer',
    save: 'Enregistrer les modifications',
    created: 'Le profil de Mochi est créé.',
    saved: 'Le profil de Mochi est enregistré.',
    deleted: 'Le profil de Mochi est supprimé.',
    summary: 'Chat · Siamois',
    weightShown: '4,1 kg',
    editLink: 'Modifier le profil de Mochi',
    deleteButton: 'Supprimer le profil de Mochi',
    deleteTitle: 'Supprimer le profil de Mochi\u00a0?',
    cancel: 'Annuler',
    confirm: 'Oui, supprimer',
    notFound: 'Page non trouvée',
    refused: "Ce type de fichier n'est pas accepté.",
  },
  nl: {
    channel: ['gamelle_nl', 'nl_BE'],
    list: '/nl/mijn-account/mijn-huisdieren/',
    add: '/nl/mijn-account/mijn-huisdieren/add/',
    pet: (id: number) => `/nl/mijn-account/mijn-huisdieren/${id}/`,
    edit: (id: number) => `/nl/mijn-account/mijn-huisdieren/${id}/edit/`,
    listTitle: 'Mijn huisdieren',
    noPets: 'U hebt uw huisdier nog niet aan ons voorgesteld.',
    addPet: 'Een huisdier toevoegen',
    addPhoto: 'Een foto toevoegen',
    changePhoto: 'Foto wijzigen',
    rotateRight: 'Naar rechts draaien',
    savePhoto: 'Opslaan',
    save: 'Wijzigingen opslaan',
    created: 'Het profiel van Mochi is aangemaakt.',
    saved: 'Het profiel van Mochi is opgeslagen.',
    deleted: 'Het profiel van Mochi is verwijderd.',
    summary: 'Kat · Siamees',
    weightShown: '4,1 kg',
    editLink: 'Profiel van Mochi wijzigen',
    deleteButton: 'Profiel van Mochi verwijderen',
    deleteTitle: 'Het profiel van Mochi verwijderen?',
    cancel: 'Annuleren',
    confirm: 'Ja, verwijderen',
    notFound: 'Pagina niet gevonden',
    refused: 'Dit bestandstype wordt niet aanvaard.',
  },
} as const;

type Words = (typeof languages)[keyof typeof languages];

/** A new customer through the Shop API; `withPet` gives them a dog of their own. */
async function petOwner(request: APIRequestContext, words: Words, withPet = false) {
  const { api, query, email, password, token } = await newCustomer(request, words.channel, 'pets', {
    emailPrefix: 'animaux',
  });
  const pet = withPet ? await api('POST', '/animals', REX, token) : null;
  return { email, password, query, petId: pet?.id as number | undefined };
}

/** A solid-colour PNG of `width` × `height`, the sides in its header as every decoder reads them. */
function png(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The sides of the stored photo: the API's answer, and the file itself (served without a resize query). */
async function storedPhoto(page: Page, query: string, id: number) {
  const answer = await page.request.get(`/_session/api/v2/shop/animals/${id}${query}`);
  expect(answer.status()).toBe(200);
  const { photo } = (await answer.json()) as { photo: { fileId: string; url: string; width: number; height: number } };
  const file = await page.request.get(photo.url);
  expect(file.headers()['content-type']).toBe('image/png');
  const bytes = await file.body();
  return { ...photo, file: { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } };
}

async function choosePhoto(page: Page, opener: string, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'image/png' });
  return dialog;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const language of ['fr', 'nl'] as const) {
  const w = languages[language];

  test(`${language.toUpperCase()}: add a cat with a turned photo, replace it, list, edit, delete; 404 after; another's pet is 404`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const me = await petOwner(page.request, w);
    const them = await petOwner(page.request, w, true);
    const login = await page.request.post(`/_session/login${me.query}`, {
      headers: { Origin: baseURL! },
      data: { email: me.email, password: me.password, botToken: await botToken(page.request, 'login') },
    });
    expect(login.status()).toBe(200);

    // No pet yet: the invitation, then the form.
    await page.goto(w.list);
    await expect(page.getByRole('heading', { level: 1, name: w.listTitle })).toBeVisible();
    await expect(page.getByText(w.noPets)).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: w.addPet }).click();
    await expect(page).toHaveURL(w.add);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await axe(page);

    await fillPetFormWithMochi(page, language);

    // The photo, 300 × 200, turned a quarter to the right before it is sent.
    let dialog = await choosePhoto(page, w.addPhoto, { name: 'mochi.png', buffer: png(300, 200) });
    await dialog.getByRole('button', { name: w.rotateRight }).click();
    await dialog.getByRole('button', { name: w.savePhoto, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: w.changePhoto })).toBeFocused();

    await page.getByRole('button', { name: PET_FORM[language].create }).click();
    await expect(page.getByText(w.created)).toBeVisible();
    const id = Number(/\/(\d+)\/\?notice=created$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    const first = await storedPhoto(page, me.query, id);
    expect([first.width, first.height]).toEqual([200, 300]);
    expect(first.file).toEqual({ width: 200, height: 300 });

    await page.goto(w.list);
    const card = page.getByTestId('pet');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Mochi');
    await expect(card).toContainText(w.summary);

    // Edit: a new weight, and the photo replaced (120 × 80), then that new one turned a quarter.
    await page.goto(w.pet(id));
    await page.getByRole('link', { name: w.editLink }).click();
    await expect(page).toHaveURL(w.edit(id));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The form shows the stored pet before it is edited (typing earlier raced its values into '3,84,1').
    const weight = page.getByRole('textbox', { name: PET_FORM[language].weight });
    await expect(weight).toHaveValue('3,8');
    await weight.fill('4,1');
    await expect(weight).toHaveValue('4,1');
    dialog = await choosePhoto(page, w.changePhoto, { name: 'mochi-2.png', buffer: png(120, 80) });
    await dialog.getByRole('button', { name: w.savePhoto, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: w.changePhoto }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.rotateRight }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.savePhoto, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.getByText(w.weightShown)).toBeVisible();
    const replaced = await storedPhoto(page, me.query, id);
    expect(replaced.fileId).not.toBe(first.fileId);
    expect(replaced.file).toEqual({ width: 80, height: 120 });

    // Delete: the confirmation opens on Cancel, Escape closes it and focus goes back to Delete; then for real.
    const remove = page.getByRole('button', { name: w.deleteButton });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: w.deleteTitle });
    await expect(confirm.getByRole('button', { name: w.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await confirm.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(w.list);
    await expect(page.getByTestId('pet')).toHaveCount(0);

    // Gone: its page is the 404 page; another customer's pet too, to read or to edit.
    for (const path of [w.pet(id), w.pet(them.petId!), w.edit(them.petId!)]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(page.getByText('Rex')).toHaveCount(0);
    }
  });

  test(`${language.toUpperCase()}: a text file named .png is refused with the spec's message`, async ({
    page,
    baseURL,
  }) => {
    const me = await petOwner(page.request, w);
    const login = await page.request.post(`/_session/login${me.query}`, {
      headers: { Origin: baseURL! },
      data: { email: me.email, password: me.password, botToken: await botToken(page.request, 'login') },
    });
    expect(login.status()).toBe(200);
    await page.goto(w.add);
    const dialog = await choosePhoto(page, w.addPhoto, { name: 'notes.png', buffer: Buffer.from('pas une image') });
    // Refused as soon as its preview fails (45d40ed), as the server would refuse it: no broken picture to save.
    await expect(dialog.getByRole('alert')).toHaveText(w.refused);
    await expect(dialog.getByRole('button', { name: w.savePhoto, exact: true })).toBeDisabled();
    await expect(dialog.getByRole('img')).toHaveCount(0);
  });
}
