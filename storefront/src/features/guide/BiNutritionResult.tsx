import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { frequencyLabel, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import { Price, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { catalogueQueries } from '../catalogue/index.ts';
import { useLocale, useMessages } from '../shared/index.ts';
import { biNutritionGuides, biNutritionSteps, type BiNutritionKind } from './bi-nutrition-paths.ts';
import { MenuPortions, MenuRefusals } from './BiNutritionRation.tsx';
import { GuideAddToCartPart } from './add-to-cart-part.ts';
import { GuideFrame } from './GuideFrame.tsx';
import type { BiNutritionResultSearch, BiNutritionStep } from './guide-search.ts';
import { menuBodyOf } from './menu-body.ts';
import { guideMessages } from './messages.ts';
import { biNutritionMenuQuery, guidePetQuery } from './queries.ts';
import * as styles from './guide.css.ts';

/**
 * The bi-nutrition result: the menu's foods with the pack of each, its estimated duration (until the first pack
 * runs out) and the whole menu to the cart, once or as a subscription at the frequency it lasts. Made again from the
 * URL's choices, so the page can be reloaded or shared with its owner.
 */
export function BiNutritionResult({
  kind,
  customerId,
  id,
  search,
}: {
  kind: BiNutritionKind;
  customerId: number;
  id: number;
  search: BiNutritionResultSearch;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const { data: pet } = useSuspenseQuery(guidePetQuery(locale, customerId, id));
  const guide = biNutritionGuides[kind];
  const animal = String(pet.id);
  const body = menuBodyOf(search);
  const link = (label: string, step: BiNutritionStep) => (
    <Link to={guide.path} params={{ animal }} search={{ ...search, step }}>
      {label}
    </Link>
  );
  return (
    <GuideFrame
      title={`${kind === 'full' ? t.biTitle : t.miniTitle} ${t.forPet(pet.name)}`}
      intro={kind === 'full' ? t.biIntro : t.miniIntro}
      steps={biNutritionSteps(kind)}
      current="result"
      heading={t.heading_menu(pet.name)}
      linkTo={(step, label) => (
        <Link to={guide.path} params={{ animal }} search={{ ...search, step: step as BiNutritionStep }}>
          {label}
        </Link>
      )}
    >
      {body ? (
        <Menu customerId={customerId} id={id} body={body} fixLink={link} kind={kind} />
      ) : (
        link(t.fixSelection, 'selection')
      )}
    </GuideFrame>
  );
}

function Menu({
  customerId,
  id,
  body,
  fixLink,
  kind,
}: {
  customerId: number;
  id: number;
  body: NonNullable<ReturnType<typeof menuBodyOf>>;
  fixLink: (label: string, step: BiNutritionStep) => React.ReactNode;
  kind: BiNutritionKind;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const { data: menu } = useSuspenseQuery(biNutritionMenuQuery(locale, customerId, id, body));
  const packs = menu.kibble ? [menu.kibble, ...menu.recipes] : menu.recipes;
  const { data: catalogue } = useSuspenseQuery(
    catalogueQueries.products(
      packs.map((p) => p.sku),
      locale,
    ),
  );
  const products = new Map(catalogue.products.map((p) => [p.sku, p as ProductSummary]));
  if (!menu.eligible) return <MenuRefusals menu={menu} fixLinks={fixLink} />;
  const lines = packs.flatMap((pack) => {
    const variant = products.get(pack.sku)?.variants.find((v) => v.code === pack.variant);
    return variant ? [{ pack, variant, product: products.get(pack.sku)! }] : [];
  });
  const interval = menu.subscriptionInterval;
  return (
    <Stack space="large">
      <div data-testid="menu-duration">
        <Text weight="strong">{menu.durationDays !== null ? t.menuLasts(menu.durationDays) : t.menuNoDuration}</Text>
      </div>
      {isDeliveryFrequencyCode(interval) ? <Text>{t.suggestedFrequency(frequencyLabel(interval, locale))}</Text> : null}
      <MenuPortions menu={menu} />
      <ul className={styles.list} aria-label={t.heading_selection}>
        {lines.map(({ pack, variant, product }) => (
          <li key={pack.sku}>
            <Stack space="xxsmall">
              <Text weight="strong">{product.name}</Text>
              <Text>
                {variant.name} · <Price cents={variant.base_price} />
                {pack.daysPerPack !== null ? ` · ${t.lastsDays(pack.daysPerPack)}` : ''}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
      {lines.length === packs.length ? (
        <GuideAddToCartPart
          lines={lines.map(({ variant }) => ({ variantCode: variant.code }))}
          suggestedInterval={interval}
          submitLabel={t.addMenu}
          addedText={t.menuAdded(lines.length)}
          sourceItemList={kind === 'full' ? 'bi_nutrition_guide' : 'mini_bi_nutrition_guide'}
        />
      ) : (
        <Text tone="secondary">{t.noPack}</Text>
      )}
    </Stack>
  );
}
