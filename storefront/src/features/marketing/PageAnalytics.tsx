// view_item and view_cart (spec §7) for the data layer, pushed after the page's page_view.
import { useEffect } from 'react';
import type { EcommerceItem } from './analytics.ts';
import { pushForPage } from './runtime-door.ts';

export interface ViewedVariant {
  sku: string;
  name: string;
  variantName: string;
  /** Cents. */
  priceCents: number;
}

/** A product page: its product and the format shown, once per product and format. */
export function ViewItemAnalytics({ sku, name, variantName, priceCents }: ViewedVariant) {
  useEffect(() => {
    pushForPage('view_item', [
      { item_id: sku, item_name: name, item_variant: variantName, price: priceCents / 100, quantity: 1 },
    ]);
  }, [sku, name, variantName, priceCents]);
  return null;
}

export interface ViewedCartLine {
  variantCode: string;
  productName: string;
  variantName: string;
  /** Cents, after the subscription discount. */
  unitPriceCents: number;
  quantity: number;
}

/** The cart page: its lines as they were when the page opened (changes later are not new views). */
export function ViewCartAnalytics({ lines }: { lines: readonly ViewedCartLine[] | null }) {
  const ready = lines !== null;
  useEffect(() => {
    if (!lines) return;
    const items: EcommerceItem[] = lines.map((line) => ({
      item_id: line.variantCode,
      item_name: line.productName,
      item_variant: line.variantName,
      price: line.unitPriceCents / 100,
      quantity: line.quantity,
    }));
    pushForPage('view_cart', items);
    // Once per page view: the cart's later changes are not new views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return null;
}
