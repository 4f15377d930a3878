import type { ProductSummary } from '@gamelle/contract/content/product';
import { Rating } from '@gamelle/design-system/components/Rating/Rating.tsx';
import { ResponsiveImage } from '@gamelle/design-system/components/ResponsiveImage/ResponsiveImage.tsx';
import { Link } from '@tanstack/react-router';
import { useMessages } from '../../lib/i18n/messages.ts';
import { Money } from '../cart/Money.tsx';
import { catalogueMessages } from './messages.ts';

/**
 * Storefront-local product card until the design system's ProductCard lands: picture, name, reviews and the
 * lowest price, the whole card one link to the product page.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(catalogueMessages);
  const shown = product.variants.filter((v) => v.show_variant);
  const lowest = Math.min(...(shown.length ? shown : product.variants).map((v) => v.base_price));
  const image = product.images[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card" data-testid="product-card" data-sku={product.sku}>
      {image ? (
        <ResponsiveImage
          src={image.url}
          alt=""
          width={320}
          height={320}
          version={image.hash ?? image.fileHash}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          // Catalogue pictures are light illustrations: a blurred preview would cost a request per card.
          placeholder={false}
          fit="contain"
        />
      ) : null}
      <Heading className="product-card__name">
        <Link to="/produits/$product/{-$format}/" params={{ product: product.slug }} className="product-card__link">
          {product.name}
        </Link>
      </Heading>
      {product.json_avis.count > 0 ? (
        <Rating value={product.json_avis.average} count={product.json_avis.count} size="small" />
      ) : null}
      <p className="product-card__price">
        {t.from} <Money cents={lowest} />
      </p>
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  headingLevel = 3,
}: {
  products: readonly ProductSummary[];
  label?: string;
  /** 2 when the grid sits right under the page's h1 (a category), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} priority={index < 2} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
