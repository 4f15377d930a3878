import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import type { BiNutritionMenu } from '@gamelle/contract/guide/pet-guide';
import { buttonClassName, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogueQueries } from '../catalogue/index.ts';
import { heldUntilHydrated, useLocale } from '../shared/index.ts';
import type { BiNutritionSearch, BiNutritionStep } from './guide-search.ts';
import { menuBodyOf } from './menu-body.ts';
import { useGuidePartMessages } from './part-messages.ts';
import { biNutritionMenuQuery } from './queries.ts';
import { Refusals } from './Refusals.tsx';
import * as styles from './guide.css.ts';

/** Where each check of spec §8 is fixed: the profile (age, weight, pathology), the selection (a food), or both. */
const PROFILE_CHECKS = new Set([
  'overweight',
  'pathology_needs_vet',
  'kitten_with_adult_food',
  'adult_cat_with_kitten_food',
]);
const SELECTION_CHECKS = new Set([
  'dog_kibble_for_cat_menu',
  'kitten_with_adult_food',
  'adult_cat_with_kitten_food',
  'not_eligible',
  'no_recipes',
]);
const SERVICE_CHECKS = new Set(['not_eligible', 'no_recipes', 'technical_error']);

/**
 * The ration step: the server's menu for the stored cat and the choices in the URL (its FEDIAF need, the kibble on
 * days with and without wet food, each recipe's portion), or the checks of spec §8 that refuse it, with the way to
 * the step that fixes each (the profile for an age, a weight or a pathology; the selection for a food).
 */
export function BiNutritionRation({
  customerId,
  id,
  search,
  petName,
  fixLinks,
  resultLink,
  onMissingChoice,
}: {
  customerId: number;
  id: number;
  search: BiNutritionSearch;
  petName: string;
  fixLinks: (label: string, step: BiNutritionStep) => ReactNode;
  resultLink: (label: ReactNode) => ReactNode;
  onMissingChoice: () => void;
}) {
  const t = useGuidePartMessages();
  const body = menuBodyOf(search);
  if (!body) {
    return (
      <Stack space="medium">
        <Text>{t.chooseRecipe}</Text>
        <div>
          <button
            type="button"
            {...heldUntilHydrated}
            className={buttonClassName({ variant: 'secondary' })}
            onClick={onMissingChoice}
          >
            {t.fixSelection}
          </button>
        </div>
      </Stack>
    );
  }
  return (
    <MenuRation
      customerId={customerId}
      id={id}
      body={body}
      petName={petName}
      fixLinks={fixLinks}
      resultLink={resultLink}
    />
  );
}

function MenuRation({
  customerId,
  id,
  body,
  fixLinks,
  resultLink,
}: {
  customerId: number;
  id: number;
  body: NonNullable<ReturnType<typeof menuBodyOf>>;
  petName: string;
  fixLinks: (label: string, step: BiNutritionStep) => ReactNode;
  resultLink: (label: ReactNode) => ReactNode;
}) {
  const t = useGuidePartMessages();
  const locale = useLocale();
  const { data: menu } = useSuspenseQuery(biNutritionMenuQuery(locale, customerId, id, body));
  if (!menu.eligible) return <MenuRefusals menu={menu} fixLinks={fixLinks} />;
  return (
    <Stack space="large">
      <MenuPortions menu={menu} />
      <div>{resultLink(<span className={buttonClassName()}>{t.seeMenu}</span>)}</div>
    </Stack>
  );
}

export function MenuRefusals({
  menu,
  fixLinks,
}: {
  menu: BiNutritionMenu;
  fixLinks: (label: string, step: BiNutritionStep) => ReactNode;
}) {
  const t = useGuidePartMessages();
  const profile = menu.refusals.some((r) => PROFILE_CHECKS.has(r));
  const selection = menu.refusals.some((r) => SELECTION_CHECKS.has(r));
  return (
    <Refusals
      title={t.checksTitle}
      messages={menu.messages}
      contact={menu.refusals.some((r) => SERVICE_CHECKS.has(r))}
      actions={
        <div className={styles.actions}>
          {profile ? fixLinks(t.fixProfile, 'profile') : null}
          {selection || !profile ? fixLinks(t.fixSelection, 'selection') : null}
        </div>
      }
    />
  );
}

/** The day's portions of each food of the menu. */
export function MenuPortions({ menu }: { menu: BiNutritionMenu }) {
  const t = useGuidePartMessages();
  const locale = useLocale();
  const skus = [menu.kibble?.sku, ...menu.recipes.map((r) => r.sku)].filter((s): s is string => Boolean(s));
  const { data: catalogue } = useSuspenseQuery(catalogueQueries.products(skus, locale));
  const names = new Map(catalogue.products.map((p) => [p.sku, (p as ProductSummary).name]));
  const days = (n: number) =>
    Number.isInteger(n) ? String(n) : n.toLocaleString(locale, { maximumFractionDigits: 1 });
  return (
    <Stack space="medium">
      {menu.energyKcalPerDay !== null ? <Text>{t.energy(menu.energyKcalPerDay)}</Text> : null}
      <ul className={styles.list} data-testid="menu-portions">
        {menu.kibble ? (
          <li>
            <Text weight="strong">{names.get(menu.kibble.sku) ?? menu.kibble.sku}</Text>
            <ul className={styles.facts}>
              <li>{t.kibbleOnWetDays(menu.kibble.gramsOnWetDays)}</li>
              {menu.wetDaysPerWeek < 7 ? <li>{t.kibbleOnDryDays(menu.kibble.gramsOnDryDays)}</li> : null}
            </ul>
          </li>
        ) : null}
        {menu.recipes.map((recipe) => (
          <li key={recipe.sku}>
            <Text weight="strong">{names.get(recipe.sku) ?? recipe.sku}</Text>
            <ul className={styles.facts}>
              <li>{t.recipePerWetDay(recipe.gramsPerWetDay)}</li>
              <li>{t.recipeDays(days(recipe.wetDaysPerWeek))}</li>
            </ul>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
