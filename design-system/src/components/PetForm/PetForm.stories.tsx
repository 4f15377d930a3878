import { preloadCombobox } from '../Combobox/LazyCombobox.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { PetForm } from './PetForm.tsx';

const breeds = [
  { id: 'labrador', label: 'Labrador retriever' },
  { id: 'berger-allemand', label: 'Berger allemand' },
  { id: 'beagle', label: 'Beagle' },
];
const today = new Date('2026-01-15T12:00:00+01:00');

const dog = {
  type: 'dog',
  gender: 'female',
  name: 'Praline',
  breed: 'labrador',
  birthday: '2020-05-04',
  sterilized: true,
  weight: '28,5',
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
};

const meta = {
  title: 'Shop/PetForm',
  // The breed field's chunk (LazyCombobox) is there before the story renders, as on a page the server rendered.
  loaders: [() => preloadCombobox()],
  component: PetForm,
  args: { onSubmit: fn(), breeds, today },
} satisfies Meta<typeof PetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's full form: an empty save shows every required field's message and sends nothing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText("Indiquez la date de naissance ou l'âge de votre animal.")).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Son nom' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Marque de croquettes actuelle' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Il mange aujourd’hui').closest('fieldset')).toHaveTextContent(/1/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The five body conditions, each a radio with its picture.
    const conditions = within(canvas.getByRole('group', { name: /Sa silhouette/ })).getAllByRole('radio');
    await expect(conditions).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: 'Gros ventre' })).toBeInTheDocument();
  },
};

/** A complete dog: the values arrive parsed (weight as a number, sterilized as a boolean). */
export const ValidSubmit: Story = {
  args: { defaultValues: dog },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Un chien' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Praline', weight: 28.5, sterilized: true, feeds: ['dry'], feature: 'none' }),
      ),
    );
  },
};

/** The breed is searched as typed; the pinned crossbreed choice also sets the crossbreed flag. */
export const Breed: Story = {
  args: { defaultValues: { ...dog, breed: '' } },
  play: async ({ canvas, args }) => {
    const breed = await canvas.findByRole('combobox', { name: /Race/ });
    await userEvent.click(breed);
    await userEvent.keyboard('bea');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Croisé ou sans race', 'Beagle']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(breed).toHaveValue('Croisé ou sans race');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ breed: 'crossbreed', crossbreed: true })),
    );
  },
};

/** Breeds per type: a cat is offered cats' breeds, and turning the dog into a cat clears its Labrador. */
export const BreedsByType: Story = {
  args: {
    defaultValues: dog,
    breeds: (type) => (type === 'dog' ? breeds : [{ id: 'siamois', label: 'Siamois' }]),
  },
  play: async ({ canvas }) => {
    const breed = await canvas.findByRole('combobox', { name: /Race/ });
    await expect(breed).toHaveValue('Labrador retriever');
    await userEvent.click(canvas.getByRole('radio', { name: 'Un chat' }));
    await waitFor(() => expect(breed).toHaveValue(''));
    await userEvent.click(breed);
    await userEvent.keyboard('s');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Croisé ou sans race', 'Siamois']),
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The account form refuses 13 kg and more for a cat, with the cat message. */
export const CatTooHeavy: Story = {
  args: { defaultValues: { ...dog, type: 'cat', weight: '14' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText(/entre 1 et 13 kg/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Kibble guide, step 2: Continue waits for completeness; below 100 kg; body condition by keyboard. */
export const GuideShape: Story = {
  args: { variant: 'guideShape' },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Continuer' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Remplissez les champs obligatoires pour continuer.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Poids/ }), '100');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Activité/ }), 'high');
    await userEvent.click(canvas.getByRole('radio', { name: 'Très maigre' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Idéale' })).toBeChecked();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByText(/100/, { selector: '[data-field-error]' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const weight = canvas.getByRole('textbox', { name: /Poids/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '99,5');
    await userEvent.click(next);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ weight: 99.5, condition: 'good', activity: 'high' }),
    );
  },
};

/** Bi-nutrition (cats): 13 kg gets "between 1 and 13 kg". */
export const BiNutrition: Story = {
  args: {
    variant: 'biNutrition',
    defaultValues: { name: 'Mochi', years: '4', sterilized: false, condition: 'good', activity: 'low', weight: '13' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('group', { name: /Votre animal est/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByText(/entre 1 et 13 kg/)).toBeVisible();
    const weight = canvas.getByRole('textbox', { name: /Poids/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '4,2');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mochi', weight: 4.2, years: 4 })),
    );
  },
};

/** Kibble guide, step 3: the pathology toggle shows its list; feeds and kibble brand are required. */
export const GuideDiet: Story = {
  args: { variant: 'guideDiet' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox', { name: /Pathologie principale/ })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Mon animal a une pathologie' }));
    const pathology = canvas.getByRole('combobox', { name: /Pathologie principale/ });
    await userEvent.selectOptions(pathology, 'urinary');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Des croquettes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'De la pâtée' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Marque de croquettes actuelle/ }), 'Autre marque');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Il mange cette marque depuis toujours' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          feature: 'urinary',
          feeds: ['dry', 'wet'],
          kibbleBrand: 'Autre marque',
          onlyThisBrandSinceAlways: true,
        }),
      ),
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { variant: 'guideProfile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Een kat' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Doorgaan' })).toBeDisabled();
    await expect(canvas.getByText('Vul de verplichte velden in om door te gaan.')).toBeVisible();
  },
};

/** Each variant side by side, and the full form filled. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid
      states={[
        { name: 'guide profile', render: <PetForm {...args} variant="guideProfile" /> },
        { name: 'guide shape', render: <PetForm {...args} variant="guideShape" /> },
        { name: 'guide diet', render: <PetForm {...args} variant="guideDiet" /> },
        { name: 'bi-nutrition', render: <PetForm {...args} variant="biNutrition" /> },
        { name: 'account, filled', render: <PetForm {...args} defaultValues={dog} /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filled = within(canvas.getByRole('region', { name: 'account, filled' }));
    await expect(filled.getByRole('radio', { name: 'Idéale' })).toBeChecked();
    await expect(filled.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Continuer' })).toHaveLength(4);
  },
};
