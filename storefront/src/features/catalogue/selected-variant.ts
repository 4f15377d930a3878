import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';

/** The variant a product URL names by its format, else the first one shown. */
export function selectedVariant(
  product: Pick<ProductFull, 'variants'>,
  format: string | undefined,
): ProductVariant | undefined {
  const shown = product.variants.filter((v) => v.show_variant);
  if (format) return product.variants.find((v) => v.format === format);
  return shown[0] ?? product.variants[0];
}
