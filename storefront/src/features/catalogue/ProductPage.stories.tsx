import { mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MiniCart } from '../cart/index.ts';
import { useLocale } from '../shared/index.ts';
import { asTextQueriesRead, firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { catalogueMessages } from './messages.ts';
import { productPartMessages } from './part-messages.ts';
import { catalogueQueries } from './queries.ts';
import { ProductPage } from './ProductPage.tsx';
import { selectedVariant } from './selected-variant.ts';

const slug = 'croquettes-chien-adulte-moyenne-race-au-poulet';

function ProductScreen() {
  const { _splat = '' } = useParams({ strict: false });
  const [, product = slug, format] = _splat.split('/').filter(Boolean).slice(0, 3);
  const locale = useLocale();
  const { data } = useSuspenseQuery(catalogueQueries.product(product, locale));
  const variant = selectedVariant(data, format);
  return variant ? <ProductPage product={data} variant={variant} /> : null;
}

const meta = {
  title: 'Screens/Product',
  component: ProductScreen,
  ...screenMeta(`/produits/${slug}/`),
} satisfies Meta<typeof ProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.addToCart })).toBeEnabled();
    // Issue 22: the commitment (10 % off, 2 deliveries minimum) is said beside the subscription choice.
    const subscribe = canvas.getByRole('radio', { name: t.subscribe });
    await expect(subscribe).toHaveAccessibleDescription(t.subscriptionTerms(10, 2));
    await expect(canvas.getByText(asTextQueriesRead(t.subscriptionTerms(10, 2)))).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t.crossSellTitle }, firstLoad)).toBeVisible();
  },
};

/** The header's mini-cart beside the page: adding updates its count from the mocks' cart. */
export const AddToCart: Story = {
  render: () => (
    <>
      <MiniCart />
      <ProductScreen />
    </>
  ),
  play: async ({ canvasElement, globals, step }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    const count = await canvas.findByTestId('cart-count', {}, firstLoad);
    await expect(count).toHaveTextContent('0');
    await step('add two to the cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^(augmenter|verhogen) /i }));
      await userEvent.click(canvas.getByRole('button', { name: t.addToCart }));
    });
    await expect(await canvas.findByText(t.added(2))).toBeVisible();
    await waitFor(() => expect(count).toHaveTextContent('2'));
    const [cart] = [...mockState.carts.values()];
    await expect(cart?.items.map((i) => i.quantity)).toEqual([2]);
    await expect(await canvas.findByRole('heading', { name: t.crossSellTitle }, firstLoad)).toBeVisible();
  },
};

/** Issue 22: three views with thumbnails (arrow keys move along), the zoom in a dialog that Escape closes. */
export const Gallery: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    const thumbs = within(await canvas.findByRole('list', { name: t.galleryThumbs }, firstLoad)).getAllByRole('button');
    await expect(thumbs).toHaveLength(3);
    await step('thumbnails and arrow keys', async () => {
      await userEvent.click(thumbs[1]!);
      await expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
      await userEvent.keyboard('{ArrowRight}');
      await expect(thumbs[2]).toHaveFocus();
      await expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    });
    await step('zoom, then Escape', async () => {
      const zoom = canvas.getByRole('button', { name: t.galleryZoom });
      await userEvent.click(zoom);
      const dialog = await within(document.body).findByRole('dialog', {}, firstLoad);
      await waitFor(() => expect(within(dialog).getByRole('img')).toBeVisible(), firstLoad);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      await expect(zoom).toHaveFocus();
    });
  },
};

/** Issue 22: each ration label sits above its own field (on a phone they wrapped away from their inputs). */
export const RationLabels: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    for (const name of [t.rationWeight, t.rationAge]) {
      const input = await canvas.findByRole('textbox', { name }, firstLoad);
      const label = (input as HTMLInputElement).labels![0]!.getBoundingClientRect();
      const field = input.getBoundingClientRect();
      await expect(label.bottom).toBeLessThanOrEqual(field.top + 1);
      await expect(Math.abs(label.left - field.left)).toBeLessThan(4);
    }
  },
};

export const OutOfStock: Story = {
  parameters: { msw: scenarios.outOfStock() },
  play: async ({ canvasElement, globals }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    await expect(canvasElement.querySelector('[data-stock-state="out_of_stock"]')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.addToCart })).toBeNull();
    await expect(await canvas.findByRole('heading', { name: t.crossSellTitle }, firstLoad)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /réessayer|opnieuw/i }, firstLoad),
    ).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { path: '/produits/brokken-volwassen-hond-middelgrote-rassen-met-kip/' } },
  play: Loaded.play,
};
