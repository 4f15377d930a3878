import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date de livraison', name: 'shippingDate', min: '2026-11-25', max: '2027-03-01', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date de livraison');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2026-11-25');
    await userEvent.type(input, '2026-12-24');
    await expect(input).toHaveValue('2026-12-24');
    await expect(args.onChange).toHaveBeenCalled();
    // Outside the bounds the browser's own validity says so.
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-01');
    await expect((input as HTMLInputElement).validity.rangeUnderflow).toBe(true);
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <DateField label="Date vide" name="d1" /> },
        { name: 'filled', render: <DateField label="Date remplie" name="d2" defaultValue="2026-12-01" /> },
        { name: 'focused', render: <DateField label="Date focus" name="d3" /> },
        {
          name: 'invalid',
          render: (
            <DateField
              label="Date invalide"
              name="d4"
              defaultValue="1960-01-01"
              error={{ code: 'date_too_early', params: { min: '01/01/1970' } }}
            />
          ),
        },
        { name: 'required', render: <DateField label="Date requise" name="d5" required /> },
        { name: 'disabled', render: <DateField label="Date bloquée" name="d6" defaultValue="2026-12-01" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvas.getByLabelText('Date invalide');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(
      interpolate(messages.fr.codes.date_too_early, { min: '01/01/1970' }),
    );
    await expect(canvas.getByLabelText(/^Date requise/)).toBeRequired();
    await expect(canvas.getByLabelText('Date bloquée')).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Date focus'));
    await expect(canvas.getByLabelText('Date focus')).toHaveFocus();
  },
};
