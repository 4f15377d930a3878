import { preloadCombobox } from '@gamelle/design-system';
import { mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useSearch } from '@tanstack/react-router';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId, storyPetId } from '../../storybook/shop-story.tsx';
import { petMessages } from './messages.ts';
import { PetFormPage } from './PetFormPage.tsx';
import { PetPage } from './PetPage.tsx';
import { PetsPage } from './PetsPage.tsx';

const meta = {
  title: 'Screens/Pets',
  // The breed field's chunk (LazyCombobox) is there before the story renders, as on a page the server rendered.
  loaders: [() => preloadCombobox()],
  component: PetsPage,
  ...screenMeta('/mon-compte/mes-animaux/'),
  // As the routes render them: the logged-in customer's id comes from the session, the pet's from the URL.
  render: () => <PetsPage customerId={storyCustomerId()} />,
  args: { customerId: 0 },
} satisfies Meta<typeof PetsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = (path = '/mon-compte/mes-animaux/', extra: Record<string, unknown> = {}) => ({
  shop: { path, loggedIn: true, ...extra },
});
const page = () => within(document.body);
const pralinePath = (action = '') => `/mon-compte/mes-animaux/1/${action}`;

/** A 1×1 PNG, as a phone would hand over a photo (the mocks read its sides from its header). */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Praline, the demo customer's cat: her photo, type, breed, age on the mocks' clock, weight, and her profile's link. */
export const List: Story = {
  parameters: logged(),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = petMessages[locale];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.listTitle }, firstLoad)).toBeVisible();
    const card = canvas.getByTestId('pet');
    await expect(within(card).getByRole('img', { name: t.photoOf('Praline') })).toBeVisible();
    await waitFor(() => expect((within(card).getByRole('img') as HTMLImageElement).complete).toBe(true));
    // Born 2021-05-14, the stories' clock is 2026-11-23.
    await expect(card).toHaveTextContent(t.age(5, 6));
    await expect(card).toHaveTextContent(locale === 'nl' ? 'Kat · Europese korthaar' : 'Chat · Européen');
    await expect(card).toHaveTextContent(t.weight('4,2'));
    await expect(within(card).getByRole('link', { name: 'Praline' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(mon-compte\/mes-animaux|nl\/mijn-account\/mijn-huisdieren)\/1\/$/),
    );
    await expect(canvas.getByRole('link', { name: t.addPet })).toBeVisible();
  },
};

/** No pet yet: an invitation to add the first, and what it brings. */
export const Empty: Story = {
  parameters: logged('/mon-compte/mes-animaux/', { pets: 'none' }),
  play: async ({ canvasElement, globals }) => {
    const t = petMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noPets, {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.addPet })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(mon-compte\/mes-animaux\/ajouter|nl\/mijn-account\/mijn-huisdieren\/add)\/$/),
    );
  },
};

/** After a deletion: the list says which profile went (the URL's notice). */
export const Deleted: Story = {
  parameters: logged('/mon-compte/mes-animaux/?notice=deleted&name=Rex'),
  render: () => <PetsPage customerId={storyCustomerId()} deleted="Rex" />,
  play: async ({ canvasElement, globals }) => {
    const t = petMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.deleted('Rex'), {}, firstLoad)).toBeVisible();
  },
};

/**
 * Add a cat: the breed search offers cats' breeds only, the photo is uploaded turned a quarter, and the pet is
 * saved with it (what reached the mocks is checked).
 */
export const Add: Story = {
  parameters: logged('/mon-compte/mes-animaux/ajouter/', { pets: 'none' }),
  render: () => <PetFormPage customerId={storyCustomerId()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Présentez-nous votre animal' }, firstLoad),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'À quoi servent ces informations\u00a0?' }),
    ).toBeVisible();

    // The form loads after the page (its own chunk, at idle).
    await userEvent.click(await canvas.findByRole('radio', { name: 'Un chat' }, firstLoad));
    await userEvent.click(canvas.getByRole('radio', { name: 'Femelle' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Son nom/ }), 'Mochi');
    const breed = await canvas.findByRole('combobox', { name: /Race/ });
    await userEvent.click(breed);
    await userEvent.keyboard('lab');
    // A cat has no Labrador: only the crossbreed entry answers.
    await waitFor(async () =>
      expect(
        within(await page().findByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Croisé ou sans race']),
    );
    await userEvent.clear(breed);
    await userEvent.keyboard('siam');
    await userEvent.click(await page().findByRole('option', { name: 'Siamois' }));
    await userEvent.type(canvas.getByLabelText('Date de naissance'), '2024-03-10');
    await userEvent.click(canvas.getByRole('radio', { name: 'Oui' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Poids/ }), '3,8');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Activité/ }), 'moderate');
    await userEvent.click(canvas.getByRole('radio', { name: 'Idéale' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Des croquettes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Marque de croquettes actuelle/ }), 'Gamelle');

    const opener = canvas.getByRole('button', { name: 'Ajouter une photo' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([pngBytes], 'mochi.png', { type: 'image/png' })] } });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pivoter vers la droite' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await expect(canvas.getByRole('button', { name: 'Modifier la photo' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer mon animal' }));
    await waitFor(() => expect([...mockState.pets.values()].map((p) => p.values.name)).toEqual(['Mochi']));
    const mochi = [...mockState.pets.values()][0]!;
    await expect(mochi.values).toMatchObject({ type: 'cat', breed: 'siamois', weight: 3.8, birthday: '2024-03-10' });
    await expect(mockState.petPhotos.get(mochi.photoId!)?.name).toBe('mochi.png');
  },
};

/**
 * A text file named .png passes the browser's check by its name; its preview fails, and the dialog refuses it then,
 * as the server would on reading its bytes.
 */
export const PhotoRefused: Story = {
  parameters: logged('/mon-compte/mes-animaux/ajouter/', { pets: 'none' }),
  render: () => <PetFormPage customerId={storyCustomerId()} />,
  play: async ({ canvasElement, globals }) => {
    const nl = localeOfStory(globals) === 'nl';
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: petMessages[localeOfStory(globals)].addPhoto }, firstLoad),
    );
    const dialog = await page().findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['pas une image'], 'notes.png', { type: 'image/png' })] } });
    // Refused as soon as its preview fails, before any save: the message, no broken picture, nothing to save.
    await waitFor(async () => {
      await expect(
        within(dialog).getByText(
          nl ? 'Dit bestandstype wordt niet aanvaard.' : "Ce type de fichier n'est pas accepté.",
        ),
      ).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: nl ? 'Opslaan' : 'Enregistrer' })).toBeDisabled();
      await expect(dialog.querySelector('img')).toBeNull();
    }, firstLoad);
  },
};

/** Edit Praline: the form opens on her profile; a new weight is saved. */
export const Edit: Story = {
  parameters: logged(pralinePath('modifier/')),
  render: () => <PetFormPage customerId={storyCustomerId()} id={storyPetId()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Modifier le profil de Praline' }, firstLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Un chat' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Race/ })).toHaveValue('Européen');
    await expect(canvas.getByRole('img', { name: 'Photo de Praline' })).toBeVisible();
    const weight = canvas.getByRole('textbox', { name: /Poids/ });
    await expect(weight).toHaveValue('4,2');
    await userEvent.clear(weight);
    await userEvent.type(weight, '4,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(mockState.pets.get(storyPetId())?.values.weight).toBe(4.5));
    // The photo was kept (a PUT without `photo`).
    await expect(mockState.pets.get(storyPetId())?.photoId).toBe('praline-demo');
  },
};

/** Praline's profile just after it was created: the notice, then every answer of the form. */
export const View: Story = {
  parameters: logged(pralinePath('?notice=created')),
  render: () => <PetPage customerId={storyCustomerId()} id={storyPetId()} notice="created" />,
  play: async ({ canvasElement, globals }) => {
    const t = petMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Praline' }, firstLoad)).toBeVisible();
    await expect(canvas.getByText(t.created('Praline'))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.profile })).toHaveTextContent(t.age(5, 6));
    await expect(canvas.getByRole('region', { name: t.diet })).toHaveTextContent(
      localeOfStory(globals) === 'nl' ? 'Brokken, natvoer' : 'Croquettes, pâtée',
    );
    await expect(canvas.getByRole('link', { name: t.editPet('Praline') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(mon-compte\/mes-animaux\/1\/modifier|nl\/mijn-account\/mijn-huisdieren\/1\/edit)\/$/),
    );
  },
};

/**
 * The deletion's confirmation opens on Cancel; Escape closes it and focus goes back to Delete. It is left open for
 * the photo.
 */
export const DeleteDialog: Story = {
  parameters: logged(pralinePath()),
  render: () => <PetPage customerId={storyCustomerId()} id={storyPetId()} />,
  play: async ({ canvasElement, globals }) => {
    const t = petMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: t.deletePet('Praline') }, firstLoad);
    await userEvent.click(remove);
    const dialog = await page().findByRole('dialog', { name: t.deleteTitle('Praline') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await expect(remove).toHaveFocus();
    await userEvent.click(remove);
    const reopened = await page().findByRole('dialog', { name: t.deleteTitle('Praline') });
    await waitFor(() => expect(reopened).toBeVisible());
    await waitFor(() => expect(within(reopened).getByRole('button', { name: t.cancel })).toHaveFocus());
    await expect(mockState.pets.has(storyPetId())).toBe(true);
  },
};

/** Confirmed: the pet is deleted on the "server", and the list says so (the story follows the shop's routes). */
export const Delete: Story = {
  parameters: logged(pralinePath()),
  render: () => <PetRoutes />,
  play: async ({ canvasElement, globals }) => {
    const t = petMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const id = storyPetId();
    await userEvent.click(await canvas.findByRole('button', { name: t.deletePet('Praline') }, firstLoad));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteConfirm }));
    await expect(await canvas.findByText(t.deleted('Praline'))).toBeVisible();
    await expect(canvas.getByText(t.noPets)).toBeVisible();
    await expect(mockState.pets.has(id)).toBe(false);
  },
};

/** The list or Praline's page, as the URL says (the story's router has one route; the shop's has both). */
function PetRoutes() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useSearch({ strict: false }) as { name?: string };
  if (/\/(mes-animaux|mijn-huisdieren)\/$/.test(pathname)) {
    return <PetsPage customerId={storyCustomerId()} deleted={search.name} />;
  }
  return <PetPage customerId={storyCustomerId()} id={storyPetId()} />;
}

/** The list cannot load: the shop's error page, not a blank screen. */
export const ServerError: Story = {
  parameters: { ...logged(), msw: scenarios.serverError({ path: '*/api/v2/shop/animals' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
  },
};

/** The list in Dutch. */
export const Dutch: Story = { ...List, globals: { locale: 'nl' } };

/** A profile in Dutch, with the notice after a save. */
export const DutchView: Story = {
  ...View,
  render: () => <PetPage customerId={storyCustomerId()} id={storyPetId()} notice="saved" />,
  play: async ({ canvasElement }) => {
    const t = petMessages.nl;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.saved('Praline'), {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.health })).toHaveTextContent('Ideaal');
  },
  globals: { locale: 'nl' },
};

/** The photo refused in Dutch: the message in the page's language. */
export const DutchPhotoRefused: Story = { ...PhotoRefused, globals: { locale: 'nl' } };
