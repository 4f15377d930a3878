import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Votre message', name: 'message', maxLength: 40, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(area).toHaveAccessibleDescription('0 / 40 caractères');
    await userEvent.click(area);
    await userEvent.keyboard('Bonjour');
    await expect(canvas.getByText('7 / 40 caractères')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
    // The browser stops at maxLength; the counter says so.
    await userEvent.keyboard('x'.repeat(50));
    await expect(area).toHaveValue(`Bonjour${'x'.repeat(33)}`);
    await expect(canvas.getByText('40 / 40 caractères')).toHaveAttribute('data-at-limit');
  },
};

/** With `register`, the count starts from react-hook-form's default value and follows typing. */
export const WithRegister: Story = {
  render: function Render() {
    const { register } = useForm({ defaultValues: { message: 'Bonjour' } });
    return <TextArea label="Votre message" maxLength={40} {...register('message')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveValue('Bonjour');
    await expect(canvas.getByText('7 / 40 caractères')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), ' Rex');
    await expect(canvas.getByText('11 / 40 caractères')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <TextArea label="Précisions" name="precision" /> },
        {
          name: 'filled',
          render: <TextArea label="Instructions" name="instructions" defaultValue="Sonner deux fois" />,
        },
        { name: 'focused', render: <TextArea label="Commentaire" name="comment" /> },
        { name: 'with count', render: <TextArea label="Message" name="msg" maxLength={255} defaultValue="Bonjour" /> },
        {
          name: 'invalid',
          render: (
            <TextArea
              label="Raison"
              name="message"
              formName="abortSubscription"
              error={{ code: 'required' }}
              required
            />
          ),
        },
        { name: 'required', render: <TextArea label="Demande" name="request" required /> },
        { name: 'disabled', render: <TextArea label="Note" name="note" defaultValue="Verrouillé" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByRole('textbox', { name: 'Raison' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    // The contract's form-specific text, not the generic "required".
    await expect(reason).toHaveAccessibleDescription(
      messages.fr.keys['forms.abortSubscription.message.errors.required'],
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('7 / 255 caractères');
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Commentaire' }));
    await expect(canvas.getByRole('textbox', { name: 'Commentaire' })).toHaveFocus();
  },
};
