import type { SearchResult } from '@gamelle/contract/search/schema';
import { sanitizeLink } from '@gamelle/contract/shared/safe-link';
import { ProductCard } from '@gamelle/design-system';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isPlainClick, toPublicPath, useLocale } from '../shared/index.ts';
import * as styles from './search.css.ts';

type SearchProduct = SearchResult['groups']['products']['hits'][number];

/**
 * Products as the catalogue's cards (picture, name, price from). The card's link is a plain anchor: a plain click
 * becomes a client navigation once the page is live, as the router's own links do; new tabs keep the anchor.
 */
export default function SearchProducts({ hits }: { hits: SearchProduct[] }) {
  const router = useRouter();
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    // A click on a card's link (Enter on it too: the browser clicks it), delegated to the list.
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [router]);
  return (
    <ul className={styles.searchProducts} ref={list}>
      {hits.map((hit) => (
        <li key={hit.sku} data-testid="search-product">
          <ProductCard
            name={hit.name}
            // The server's own product paths; sanitised as every link the content API gives (spec §5).
            href={sanitizeLink(hit.url) ?? toPublicPath('/rechercher/', locale)}
            image={
              hit.image
                ? {
                    src: hit.image.url,
                    alt: '',
                    width: 320,
                    height: 320,
                    version: hit.image.hash ?? hit.image.fileHash,
                  }
                : // A product without a picture still gets a card (the shop's mark in its place), as in a listing.
                  { src: '/favicon.svg', alt: '', width: 320, height: 320 }
            }
            // Every hit but the header's lite ones has its price (the lowest of its formats).
            priceCents={hit.price ?? 0}
            placeholder={false}
          />
        </li>
      ))}
    </ul>
  );
}
