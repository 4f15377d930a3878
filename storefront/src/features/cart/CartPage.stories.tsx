import { mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { CrossSellSuggestions } from '../catalogue/index.ts';
import { CartPage } from './CartPage.tsx';
import { cartMessages } from './messages.ts';

// CHIEN-SEC-ADULTE-MR 3 kg (27.90 €) once, and CHIEN-SEC-CHIOT-PR's first format subscribed every 31 days.
const twoLines = [
  { variantCode: '10000601', quantity: 1 },
  { variantCode: '10000101', quantity: 1, subscriptionInterval: 31 },
] as const;

/** The upsells load after the cart: a story with lines waits for them, so it is photographed whole. */
const upsellsShown = async (canvasElement: HTMLElement, locale: 'fr' | 'nl') =>
  expect(
    await within(canvasElement).findByRole('heading', { name: cartMessages[locale].upsellsTitle }, firstLoad),
  ).toBeVisible();

const meta = {
  title: 'Screens/Cart',
  component: CartPage,
  ...screenMeta('/panier/'),
  // As the route composes it: the catalogue's suggestions under a non-empty cart.
  args: { suggestions: (title: string) => <CrossSellSuggestions title={title} /> },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No cart cookie: the empty cart and its way back to the catalogue. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = cartMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.empty, {}, firstLoad)).toBeVisible();
  },
};

/** A cart with two lines, one of them subscribed; a quantity change goes to the mocks' cart. */
export const WithLines: Story = {
  parameters: { shop: { cart: twoLines } },
  play: async ({ canvasElement, globals, step }) => {
    const t = cartMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: t.lines }, firstLoad)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await step('one more of the first line', async () => {
      const [increase] = canvas.getAllByRole('button', { name: /^(augmenter|verhogen) /i });
      await userEvent.click(increase!);
    });
    await waitFor(() => expect([...mockState.carts.values()][0]?.items[0]?.quantity).toBe(2));
    await upsellsShown(canvasElement, localeOfStory(globals));
  },
};

/** A promo code typed by the customer is applied by the mocks' coupon rules and shown. */
export const ApplyCoupon: Story = {
  parameters: { shop: { cart: twoLines } },
  play: async ({ canvasElement, globals }) => {
    const t = cartMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.couponLabel, {}, firstLoad), 'chaton15');
    await userEvent.click(canvas.getByRole('button', { name: t.couponApply }));
    await expect(await canvas.findByText(t.couponApplied('CHATON15'))).toBeVisible();
    await upsellsShown(canvasElement, localeOfStory(globals));
  },
};

/** A refused code shows the server's reason next to the field. */
export const CouponRefused: Story = {
  parameters: { shop: { cart: twoLines } },
  play: async ({ canvasElement, globals }) => {
    const t = cartMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.couponLabel, {}, firstLoad), 'ETE2025');
    await userEvent.click(canvas.getByRole('button', { name: t.couponApply }));
    await expect(await canvas.findByText(/expir|verlopen/i)).toBeVisible();
    await upsellsShown(canvasElement, localeOfStory(globals));
  },
};

/** The cart answers slowly: its loading state, for as long as the answer takes. */
export const Slow: Story = {
  parameters: { shop: { cart: twoLines }, msw: scenarios.slow(600_000, { path: '*/api/v2/shop/orders/*' }) },
  play: async ({ canvasElement, globals }) => {
    const t = cartMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByRole('status', {}, firstLoad)).toHaveTextContent(t.loading);
  },
};

/** The cart cannot be reloaded (spec §8): the shop forgets it and shows an empty cart rather than an error. */
export const Unreachable: Story = {
  parameters: { shop: { cart: twoLines }, msw: scenarios.serverError({ path: '*/api/v2/shop/orders/*' }) },
  play: async ({ canvasElement, globals }) => {
    const t = cartMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.empty, {}, firstLoad)).toBeVisible();
    await expect(document.cookie).not.toContain('gamelle_cart=cart-');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { cart: twoLines } },
  play: async ({ canvasElement }) => {
    const t = cartMessages.nl;
    await expect(await within(canvasElement).findByRole('region', { name: t.lines }, firstLoad)).toBeVisible();
    await upsellsShown(canvasElement, 'nl');
  },
};
