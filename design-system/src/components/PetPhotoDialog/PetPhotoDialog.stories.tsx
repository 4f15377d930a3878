import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import bowl from '../ResponsiveImage/fixtures/gamelle.svg';
import { PetPhotoDialog } from './PetPhotoDialog.tsx';

const meta = {
  title: 'Shop/PetPhotoDialog',
  component: PetPhotoDialog,
  args: {
    petName: 'Praline',
    photoUrl: bowl,
    onSave: fn(),
    onDelete: fn(),
    trigger: <Button variant="secondary">Modifier la photo</Button>,
  },
} satisfies Meta<typeof PetPhotoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** A 1×1 PNG, as a phone would hand over a photo. */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = (name: string, type: string, size?: number) => {
  const file = new File([pngBytes], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Rotate the current photo a quarter turn and save; accepted types and the 5 MB limit are shown. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Modifier la photo' });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('dialog', { name: 'Photo de Praline' });
    await visible(within(dialog).getByText('Formats acceptés : JPEG, PNG, WebP. Taille maximale : 5 Mo.'));
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pivoter vers la droite' }));
    await expect(within(dialog).getByRole('img', { name: 'Aperçu de la photo de Praline' })).toHaveAttribute(
      'data-rotation',
      '90',
    );
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ file: null, rotation: 90 }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Import: a wrong type and a file over 5 MB are refused with the contract's messages; a PNG is kept. */
export const Import: Story = {
  args: { photoUrl: null, defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await visible(within(dialog).getByText('Pas encore de photo.'));
    await expect(within(dialog).getByRole('button', { name: 'Pivoter vers la gauche' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Supprimer la photo' })).toBeNull();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    fireEvent.change(input, { target: { files: [photo('rex.gif', 'image/gif')] } });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent("Ce type de fichier n'est pas accepté.");
    fireEvent.change(input, { target: { files: [photo('rex.png', 'image/png', 6 * 1024 * 1024)] } });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/5 Mo/);
    // Named and typed as a PNG, but no picture: refused as soon as its preview fails, before any saving.
    fireEvent.change(input, { target: { files: [new File(['not a picture'], 'rex.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent("Ce type de fichier n'est pas accepté."),
    );
    await expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    const chosen = photo('rex.png', 'image/png');
    fireEvent.change(input, { target: { files: [chosen] } });
    const preview = await within(dialog).findByRole('img', { name: 'Aperçu de la photo de Praline' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ file: chosen, rotation: 0 }));
  },
};

/** Delete asks first, with focus on Cancel; confirming deletes and closes. */
export const Delete: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la photo' }));
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(dialog).toHaveTextContent('Supprimer la photo de Praline ? Cette action est définitive.');
    await userEvent.keyboard('{Enter}');
    // The confirmation is replaced by the photo's actions again: query afresh until the new button is there.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Supprimer la photo' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la photo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Foto van Praline' });
    await visible(within(dialog).getByText('Aanvaarde formaten: JPEG, PNG, WebP. Maximale grootte: 5 MB.'));
    await expect(within(dialog).getByRole('button', { name: 'Naar rechts draaien' })).toBeEnabled();
  },
};

/** With a photo, without one, and with another size limit, each behind its opener. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      <PetPhotoDialog {...args} trigger={<Button>Avec photo</Button>} />
      <PetPhotoDialog {...args} photoUrl={null} trigger={<Button>Sans photo</Button>} />
      <PetPhotoDialog {...args} maxSizeMb={2} trigger={<Button>Limite 2 Mo</Button>} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [trigger, text] of [
      ['Avec photo', 'Supprimer la photo'],
      ['Sans photo', 'Pas encore de photo.'],
      ['Limite 2 Mo', 'Taille maximale : 2 Mo.'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: trigger }));
      const dialog = await screen().findByRole('dialog');
      await expect(dialog).toHaveTextContent(text);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    }
  },
};
