import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { cartShellMessages } from './shell-messages.ts';
import { MiniCart } from './MiniCart.tsx';

const meta = {
  title: 'Screens/Mini-cart',
  component: MiniCart,
  ...screenMeta('/'),
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = cartShellMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cart-count', {}, firstLoad)).toHaveTextContent('0');
    await userEvent.click(canvas.getByTestId('cart-count'));
    await expect(await canvas.findByText(t.empty)).toBeVisible();
  },
};

/** Opened on a cart of three units: its lines, total and the way to the cart page. */
export const WithLines: Story = {
  parameters: { shop: { cart: [{ variantCode: '10000601', quantity: 3 }] } },
  play: async ({ canvasElement, globals }) => {
    const t = cartShellMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const count = await canvas.findByTestId('cart-count', {}, firstLoad);
    // The count shows 0 until the cart has loaded.
    await waitFor(() => expect(count).toHaveTextContent('3'), firstLoad);
    await userEvent.click(count);
    await expect(await canvas.findByRole('link', { name: t.miniCartOpen })).toBeVisible();
    await expect(canvas.getByText(/^3 × /)).toBeVisible();
  },
};
