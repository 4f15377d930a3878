import type { ProductSummary, ProductVariant } from '@gamelle/contract/catalogue/product';

/** The format a product's card shows: its cheapest shown one (any, when none is shown). */
export function cardVariant<V extends Pick<ProductVariant, 'show_variant' | 'base_price'>>(
  variants: readonly V[],
): V | undefined {
  const shown = variants.filter((v) => v.show_variant);
  return [...(shown.length ? shown : variants)].sort((a, b) => a.base_price - b.base_price)[0];
}

/** What a product card reads of a product (ProductGrid): a summary is one. */
export interface ProductCardData {
  sku: string;
  slug: string;
  name: string;
  json_avis: ProductSummary['json_avis'];
  images: Pick<ProductSummary['images'][number], 'url' | 'hash' | 'fileHash'>[];
  variants: Pick<ProductVariant, 'name' | 'show_variant' | 'base_price' | 'stock_state' | 'back_on'>[];
}

/**
 * A summary cut to its card, for the listings whose query cache travels in the page's HTML (a category, a product
 * page's suggestions): the card's format only, its first picture without its text (the card's picture is
 * decorative), no description, filters, units or other prices. On `/chien/` the 24 summaries were 34 KB of the
 * document's 42 KB of dehydrated data, 3.2 KB gzip of its 15.5 (issue 19: a category's document in the first
 * round trip).
 */
export function cardData(product: ProductSummary): ProductCardData {
  const variant = cardVariant(product.variants);
  const image = product.images[0];
  return {
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    json_avis: product.json_avis,
    images: image ? [{ url: image.url, hash: image.hash, fileHash: image.fileHash }] : [],
    variants: variant
      ? [
          {
            name: variant.name,
            show_variant: variant.show_variant,
            base_price: variant.base_price,
            stock_state: variant.stock_state,
            back_on: variant.back_on,
          },
        ]
      : [],
  };
}
