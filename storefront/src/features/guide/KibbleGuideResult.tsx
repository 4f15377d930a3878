import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { isPurchasable } from '@gamelle/contract/catalogue/purchasable';
import type { PetRecommendation } from '@gamelle/contract/guide/pet-guide';
import { Accordion, AccordionItem, Heading, Price, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { catalogueQueries } from '../catalogue/index.ts';
import { useLocale, useMessages } from '../shared/index.ts';
import { KibbleProductDetailsPart } from './add-to-cart-part.ts';
import { GuideFrame } from './GuideFrame.tsx';
import { KIBBLE_STEPS } from './kibble-steps.ts';
import { guideMessages } from './messages.ts';
import { guidePetQuery, recommendationsQuery } from './queries.ts';
import { Refusals } from './Refusals.tsx';
import * as styles from './guide.css.ts';

export type Recommended = PetRecommendation['products'][number];

/**
 * The kibble guide's result: our first choice at once, with its daily ration, the format suggested and how long it
 * lasts, a delivery-frequency calculator (another format gives another duration and frequency) and the cart, once or
 * as a subscription; then the other suitable kibbles, one line each (name, daily ration, price) that opens on the same
 * details, so the page reads as a short list on a phone instead of ten forms in a row. When a check of spec §8
 * refuses, its messages and the way back to the profile.
 */
export function KibbleGuideResult({ customerId, id }: { customerId: number; id: number }) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const { data: pet } = useSuspenseQuery(guidePetQuery(locale, customerId, id));
  const { data: result } = useSuspenseQuery(recommendationsQuery(locale, customerId, id));
  const skus = result.products.map((p) => p.sku);
  const { data: catalogue } = useSuspenseQuery(catalogueQueries.products(skus, locale));
  const bySku = new Map(catalogue.products.map((p) => [p.sku, p as ProductSummary]));
  const animal = String(pet.id);
  const shown = result.products.filter((p) => bySku.has(p.sku));
  const [main, ...others] = shown;

  return (
    <GuideFrame
      title={`${t.kibbleTitle} ${t.forPet(pet.name)}`}
      intro={t.kibbleIntro}
      steps={KIBBLE_STEPS}
      current="result"
      heading={t.heading_result(pet.name)}
      linkTo={(step, label) => (
        <Link to="/guide-croquettes/$animal/" params={{ animal }} search={{ step: step as 'profile' }}>
          {label}
        </Link>
      )}
    >
      {!result.eligible || !main ? (
        <Refusals
          title={t.checksTitleKibble}
          messages={result.messages}
          contact={result.refusals.some((r) => r === 'technical_error' || r === 'no_recipes' || r === 'not_eligible')}
          actions={
            <Link to="/guide-croquettes/$animal/" params={{ animal }} search={{ step: 'profile' }}>
              {t.fixProfile}
            </Link>
          }
        />
      ) : (
        <Stack space="large">
          <Stack space="small">
            <Heading level={3} size="4">
              {t.mainPick}
            </Heading>
            <MainPick item={main} product={bySku.get(main.sku)!} />
            {result.energyKcalPerDay !== null ? (
              <Text size="small" tone="secondary">
                {t.energy(result.energyKcalPerDay)}
              </Text>
            ) : null}
          </Stack>
          {others.length ? (
            <Stack space="small">
              <Heading level={3} size="4">
                {t.alternatives}
              </Heading>
              <Text size="small" tone="secondary">
                {t.alternativesHint}
              </Text>
              <Accordion type="multiple" headingLevel={4}>
                {others.map((item) => {
                  const product = bySku.get(item.sku)!;
                  return (
                    <AccordionItem key={item.sku} value={item.sku} title={<Summary item={item} product={product} />}>
                      <KibbleProductDetailsPart item={item} product={product} withLink />
                    </AccordionItem>
                  );
                })}
              </Accordion>
            </Stack>
          ) : null}
          <Link to="/guide-croquettes/$animal/" params={{ animal }} search={{ step: 'profile' }}>
            {t.restart}
          </Link>
        </Stack>
      )}
    </GuideFrame>
  );
}

/** Our first choice, open: its picture and name side by side (a phone keeps the width for the form), then the details. */
function MainPick({ item, product }: { item: Recommended; product: ProductSummary }) {
  const id = useId();
  const image = product.images[0];
  return (
    <article className={`${styles.product} ${styles.main}`} aria-labelledby={`${id}-name`}>
      <div className={styles.productHeader}>
        {image ? (
          <img className={styles.picture} src={`${image.url}?w=192&h=192`} alt="" width={64} height={64} />
        ) : null}
        <Heading level={4} size="4" id={`${id}-name`}>
          <Link to="/produits/$product/{-$format}/" params={{ product: product.slug }}>
            {product.name}
          </Link>
        </Heading>
      </div>
      <KibbleProductDetailsPart item={item} product={product} />
    </article>
  );
}

/** An alternative's closed line: picture, name, daily ration and price (the accordion's button names it by them). */
function Summary({ item, product }: { item: Recommended; product: ProductSummary }) {
  const t = useMessages(guideMessages);
  const image = product.images[0];
  const variant = product.variants.find((v) => v.code === item.variant) ?? product.variants.find(isPurchasable);
  return (
    <span className={styles.summary}>
      {image ? <img className={styles.thumb} src={`${image.url}?w=96&h=96`} alt="" width={40} height={40} /> : null}
      <span className={styles.summaryText}>
        <span>{product.name}</span>
        <span className={styles.summaryFacts}>
          {item.gramsPerDay !== null ? t.gramsPerDay(item.gramsPerDay) : null}
          {item.gramsPerDay !== null && variant ? ' · ' : null}
          {variant ? <Price cents={variant.base_price} /> : null}
        </span>
      </span>
    </span>
  );
}
