import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Combobox } from './Combobox.tsx';

const breeds = [
  { id: 'beagle', label: 'Beagle' },
  { id: 'berger-allemand', label: 'Berger allemand' },
  { id: 'berger-australien', label: 'Berger australien' },
  { id: 'bichon-frise', label: 'Bichon frisé' },
  { id: 'epagneul-breton', label: 'Épagneul breton' },
  { id: 'labrador', label: 'Labrador retriever' },
  { id: 'yorkshire', label: 'Yorkshire terrier' },
];
const crossbreed = [{ id: 'crossbreed', label: 'Croisé' }];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Race', name: 'breed', items: breeds, pinnedItems: crossbreed, onChange: fn() },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

// The list renders in a popover under <body>, outside the story's canvas.
const page = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Race' });
    await userEvent.click(input);
    await userEvent.keyboard('berger');
    const list = await page.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Croisé', 'Berger allemand', 'Berger australien']),
    );
    // Keyboard selection: Arrow Down twice then Enter picks "Berger allemand".
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('berger-allemand');
    await expect(input).toHaveValue('Berger allemand');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

export const AccentsAndCrossbreed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Race' });
    await userEvent.click(input);
    await userEvent.keyboard('epagneul');
    const list = await page.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Épagneul breton' })).toBeVisible();
    // An unknown breed still offers "Croisé", which stays pinned.
    await userEvent.clear(input);
    await userEvent.keyboard('caniche nain');
    await waitFor(() =>
      expect(
        within(page.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Croisé']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('crossbreed');
  },
};

export const NoResults: Story = {
  args: { pinnedItems: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Race' }));
    await userEvent.keyboard('zzz');
    await expect(await page.findByText('Aucun résultat')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Race' });
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(input);
    await expect(await page.findByText('Chargement…')).toBeVisible();
    await expect(page.queryByRole('option', { name: 'Beagle' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [breed, setBreed] = useState<string | null>('labrador');
    return (
      <>
        <Combobox {...args} value={breed} onChange={setBreed} />
        <output>{breed ?? 'aucune'}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field shows the chosen item's label once its collection is built (after the first commit).
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Race' })).toHaveValue('Labrador retriever'));
    await userEvent.click(canvas.getByRole('button', { name: /^Afficher les suggestions/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Beagle' }));
    await expect(canvas.getByText('beagle')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <Combobox label="Race vide" items={breeds} placeholder="Tapez une race" /> },
        { name: 'filled', render: <Combobox label="Race choisie" items={breeds} defaultValue="beagle" /> },
        { name: 'focused', render: <Combobox label="Race focus" items={breeds} /> },
        {
          name: 'with description',
          render: (
            <Combobox
              label="Race décrite"
              items={breeds}
              description="Choisissez « Croisé » si vous hésitez"
              pinnedItems={crossbreed}
            />
          ),
        },
        {
          name: 'invalid',
          render: (
            <Combobox
              label="Race manquante"
              name="breed"
              formName="pet"
              items={breeds}
              error={{ code: 'required' }}
              required
            />
          ),
        },
        { name: 'required', render: <Combobox label="Race requise" items={breeds} required /> },
        { name: 'loading', render: <Combobox label="Race en chargement" items={breeds} loading /> },
        { name: 'disabled', render: <Combobox label="Race bloquée" items={breeds} defaultValue="labrador" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const missing = canvas.getByRole('combobox', { name: /Race manquante/ });
    await expect(missing).toHaveAttribute('aria-invalid', 'true');
    await expect(missing).toHaveAccessibleDescription(messages.fr.codes.required);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Race choisie' })).toHaveValue('Beagle'));
    await expect(canvas.getByRole('combobox', { name: 'Race bloquée' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Race requise/ })).toBeRequired();
  },
};
