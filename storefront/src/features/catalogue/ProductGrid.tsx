import { ProductCard } from '@gamelle/design-system';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick, toPublicPath, useLocale } from '../shared/index.ts';
import { cardVariant, type ProductCardData } from './card-data.ts';
import * as listingStyles from './listing.css.ts';

/**
 * The cards that can be on a main grid's first screen: its first row on a phone (two) and most of it on a wide one
 * (at the fold at 1366 × 768, on screen at 1920 × 1080). They get the blurred preview and show their picture as it
 * arrives (no fade waiting on JavaScript); the others fade theirs in over the frame's plain colour. A preview is a
 * CSS background, requested as soon as the card is styled, on screen or not: the 15 of a category's page were all
 * requested before its first paint.
 */
const firstScreenCards = 4;

/** A listing of products as the design system's cards, each showing its cheapest shown format. */
export function ProductGrid({
  products,
  label,
  headingLevel = 3,
  firstScreen = false,
  extra,
}: {
  /** Summaries, or summaries cut to their card (`cardData`, for the listings whose cache travels in the HTML). */
  products: readonly ProductCardData[];
  label?: string;
  /** 2 when the grid sits right under the page's h1 (a category), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /**
   * The grid is the page's main content (a category), its first row on the first screen of a wide screen, under the
   * consent banner or just above the fold on a phone. Its pictures are all lazy (the browser raises the priority of
   * those it finds on screen): on a first visit none is on the first paint, and two high-priority requests there took
   * bandwidth from it for pictures hidden by the consent banner (phone) or below the fold (1366 × 768).
   * Elsewhere (best sellers, cross-sells) the grid is further down: no preview, every picture fades in.
   */
  firstScreen?: boolean;
  /** List items after the products (a campaign's push): after them, so arriving late moves no product. */
  extra?: ReactNode;
}) {
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const hrefOf = (slug: string) => toPublicPath(`/produits/${slug}/`, locale);
  const slugByHref = new Map(products.map((product) => [hrefOf(product.slug), product.slug]));
  const latest = useRef({ slugByHref, navigate });
  latest.current = { slugByHref, navigate };

  useEffect(() => {
    // The card's link is a plain anchor: once hydrated, a plain click becomes a client navigation (no reload,
    // the page stays interactive), the way the router's own links behave. New-tab clicks keep the anchor.
    const element = list.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      const slug = href ? latest.current.slugByHref.get(href) : undefined;
      if (!slug) return;
      event.preventDefault();
      void latest.current.navigate({ to: '/produits/$product/{-$format}/', params: { product: slug } });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return (
    <ul className={listingStyles.grid} aria-label={label} ref={list}>
      {products.map((product, index) => {
        const cheapest = cardVariant(product.variants);
        const image = product.images[0];
        // On the first screen: a blurred preview, and the picture shown as it arrives (see firstScreenCards).
        const onFirstScreen = firstScreen && index < firstScreenCards;
        return (
          // The test id sits on the item: the design system's card takes no data attributes.
          <li key={product.sku} data-testid="product-card" data-sku={product.sku}>
            <ProductCard
              name={product.name}
              href={hrefOf(product.slug)}
              image={
                image
                  ? { src: image.url, alt: '', width: 320, height: 320, version: image.hash ?? image.fileHash }
                  : // A product without a picture still gets a card (the shop's mark in its place).
                    { src: '/favicon.svg', alt: '', width: 320, height: 320 }
              }
              formatLabel={cheapest?.name}
              rating={
                product.json_avis.count > 0
                  ? { average: product.json_avis.average, count: product.json_avis.count }
                  : undefined
              }
              priceCents={cheapest?.base_price ?? 0}
              stockState={cheapest?.stock_state}
              backOn={cheapest?.back_on}
              headingLevel={headingLevel}
              placeholder={onFirstScreen}
              fade={!onFirstScreen}
            />
          </li>
        );
      })}
      {extra}
    </ul>
  );
}
