import { ApiError } from '@gamelle/contract/shared/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { PromoCodeField } from './PromoCodeField.tsx';

const meta = {
  title: 'Shop/PromoCodeField',
  component: PromoCodeField,
  args: { onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is required; Enter applies it and the field empties. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /Code promo/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(await canvas.findByText('Veuillez saisir un code promo.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(field, 'BIENVENUE{Enter}');
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith('BIENVENUE'));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByText('Veuillez saisir un code promo.')).toBeNull();
  },
};

/** The server refuses the code: its message shows under the field. */
export const ServerError: Story = {
  args: {
    onApply: fn(() => Promise.reject(new ApiError({ status: 400, message: 'Ce code promo a expiré.' }))),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Code promo/ });
    await userEvent.type(field, 'NOEL2020{Enter}');
    await expect(await canvas.findByText('Ce code promo a expiré.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('NOEL2020');
  },
};

/** A ConstraintViolationList on couponCode lands on the field. */
export const ServerViolation: Story = {
  args: {
    onApply: fn(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          message: 'couponCode: Code inconnu',
          violations: [{ propertyPath: 'couponCode', message: 'Ce code promo est inconnu.', code: 'coupon_unknown' }],
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Code promo/ }), 'XYZ{Enter}');
    await expect(await canvas.findByText('Ce code promo est inconnu.')).toBeVisible();
  },
};

/** A second submit while the first is pending is ignored. */
export const Pending: Story = {
  args: { onApply: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Code promo/ }), 'BIENVENUE{Enter}');
    const apply = canvas.getByRole('button', { name: /Appliquer/ });
    await waitFor(() => expect(apply).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** A code on the cart shows with a Remove button. */
export const Applied: Story = {
  args: { appliedCode: 'BIENVENUE' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Code BIENVENUE appliqué')).toBeVisible();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Retirer le code BIENVENUE' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('BIENVENUE');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toepassen' }));
    // Validation awaits the schema's own chunk (lazySchema, useShopForm.ts): the field turns invalid once it has run.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Promotiecode/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText(/.+/, { selector: '[data-field-error]' })).not.toHaveTextContent(/Veuillez/);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid
      states={[
        { name: 'empty', render: <PromoCodeField {...args} /> },
        { name: 'applied', render: <PromoCodeField {...args} appliedCode="BIENVENUE" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Appliquer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirer le code BIENVENUE' })).toBeVisible();
  },
};
