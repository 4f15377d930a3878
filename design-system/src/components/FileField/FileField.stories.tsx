import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { FileField } from './FileField.tsx';

const mb = 1024 * 1024;
// A large file only claims its size, so the story does not allocate megabytes.
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Pièce jointe', name: 'file', onChange: fn(), onFileRejected: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Pièce jointe') as HTMLInputElement;
    await expect(input).toHaveAccessibleDescription(
      'Formats acceptés\u00a0: documents, images, audio, vidéo, archives, agenda et pass. Taille maximale\u00a0: 10\u00a0Mo.',
    );
    // Keyboard: the input itself takes focus.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, fileOf('facture.pdf', 'application/pdf', 200 * 1024));
    // toHaveTextContent reads the no-break spaces (before « : » and "ko") as plain spaces.
    await expect(canvas.getByRole('status')).toHaveTextContent('Fichier choisi : facture.pdf (200 ko)');
    await expect(input.files).toHaveLength(1);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const RefusesTooLargeAndWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Pièce jointe') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(input, fileOf('photo.jpg', 'image/jpeg', 12 * mb));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(interpolate(messages.fr.codes.file_too_large, { maxMb: 10 }), {
        selector: '[data-field-error]',
      }),
    ).toBeVisible();
    await expect(input.files).toHaveLength(0);
    await expect(args.onFileRejected).toHaveBeenLastCalledWith(expect.any(File), 'file_too_large');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Le fichier est trop volumineux'));

    await user.upload(input, fileOf('setup.exe', 'application/x-msdownload', 1000));
    await expect(
      canvas.getByText(messages.fr.codes.unsupported_file_type, { selector: '[data-field-error]' }),
    ).toBeVisible();
    await expect(args.onFileRejected).toHaveBeenLastCalledWith(expect.any(File), 'unsupported_file_type');

    // A good file clears the error.
    await user.upload(input, fileOf('chien.png', 'image/png', 3 * mb));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.files).toHaveLength(1);
  },
};

export const ImagesOnly: Story = {
  args: { label: 'Photo de votre animal', accept: 'image/jpeg,image/png', acceptLabel: 'JPEG, PNG', maxBytes: 2 * mb },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Photo de votre animal');
    await expect(input).toHaveAccessibleDescription(
      'Formats acceptés\u00a0: JPEG, PNG. Taille maximale\u00a0: 2\u00a0Mo.',
    );
    await userEvent.setup({ applyAccept: false }).upload(input, fileOf('doc.pdf', 'application/pdf', 1000));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <FileField label="Fichier vide" name="f1" /> },
        { name: 'multiple', render: <FileField label="Plusieurs fichiers" name="f2" multiple /> },
        { name: 'focused', render: <FileField label="Fichier focus" name="f3" /> },
        {
          name: 'with description',
          render: <FileField label="Justificatif" name="f4" description="Facture ou bon de livraison" />,
        },
        {
          name: 'invalid',
          render: (
            <FileField
              label="Fichier refusé"
              name="file"
              formName="contact"
              error={{ code: 'unsupported_file_type' }}
            />
          ),
        },
        { name: 'required', render: <FileField label="Fichier requis" name="f5" required /> },
        { name: 'disabled', render: <FileField label="Fichier bloqué" name="f6" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refused = canvas.getByLabelText('Fichier refusé');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(expect.stringContaining(messages.fr.codes.unsupported_file_type));
    await expect(canvas.getByLabelText(/^Fichier requis/)).toBeRequired();
    await expect(canvas.getByLabelText('Fichier bloqué')).toBeDisabled();
    await expect(canvas.getByLabelText('Justificatif')).toHaveAccessibleDescription(
      expect.stringContaining('Facture ou bon de livraison'),
    );
    canvas.getByLabelText('Plusieurs fichiers').focus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Fichier focus')).toHaveFocus();
  },
};
