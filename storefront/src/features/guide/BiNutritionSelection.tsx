import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { Button, Checkbox, FormError, RadioGroup, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { catalogueQueries } from '../catalogue/index.ts';
import { heldFormUntilHydrated, useLocale } from '../shared/index.ts';
import { chosenAll, chosenOne, useSeedFromForm } from './form-choices.ts';
import { MealsField } from './MealsField.tsx';
import { MEAL_FREQUENCIES, type BiNutritionSearch, type MealFrequency } from './guide-search.ts';
import { useGuidePartMessages } from './part-messages.ts';
import { biNutritionChoicesQuery } from './queries.ts';
import * as styles from './guide.css.ts';

/**
 * The selection step: the cat's kibble (the kibble guide's first choice suggested) and one to `maxRecipes` wet
 * recipes (spec §5: a maximum applies), as the server offers them for the cat, its own life stage first. Every
 * offered food can be chosen: a food that does not suit (a kitten's recipe for an adult…) is refused by the
 * ration step with the check's own message, so the customer learns why. A chunk of its own (guide-parts.ts): a
 * « Suivant » pressed before it is live is held, then sent, with the choices made meanwhile: the controls are left to
 * the page, the step reads them from its form when it is sent, and its count of recipes from its form on mount
 * (form-choices.ts).
 */
export function BiNutritionSelection({
  customerId,
  id,
  search,
  askMeals,
  onDone,
}: {
  customerId: number;
  id: number;
  search: BiNutritionSearch;
  askMeals: boolean;
  onDone: (chosen: { meals?: MealFrequency; kibble: string; recipes: string }) => void;
}) {
  const t = useGuidePartMessages();
  const locale = useLocale();
  const formId = useId();
  const { data: choices } = useSuspenseQuery(biNutritionChoicesQuery(locale, customerId, id));
  const { data: catalogue } = useSuspenseQuery(
    // Sorted: the offer's order follows the cat's age, the products' lookup need not be asked again for it.
    catalogueQueries.products([...choices.kibbles, ...choices.recipes].sort(), locale),
  );
  const names = new Map(catalogue.products.map((p) => [p.sku, p as ProductSummary]));
  const kibbles = choices.kibbles.filter((sku) => names.has(sku));
  const recipes = choices.recipes.filter((sku) => names.has(sku));
  const formRef = useRef<HTMLFormElement>(null);
  const fromUrl = (search.recipes ?? '').split(',').filter((sku) => recipes.includes(sku));
  /** The ticked recipes, for their count and the boxes left to tick (the form's own, once live). */
  const [chosen, setChosen] = useState<string[]>(fromUrl);
  useSeedFromForm(formRef, (form) => setChosen(chosenAll(form, 'recipes', recipes)));
  const [errors, setErrors] = useState<{ kibble?: string; recipes?: string; meals?: string }>({});
  const max = choices.maxRecipes;

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const kibble = chosenOne(data, 'kibble', kibbles);
    const ticked = chosenAll(data, 'recipes', recipes);
    const found: typeof errors = {};
    if (!kibble) found.kibble = t.chooseKibble;
    if (ticked.length === 0) found.recipes = t.chooseRecipe;
    if (ticked.length > max) found.recipes = t.tooManyRecipes(max);
    const mealsChosen = askMeals ? chosenOne(data, 'meals', MEAL_FREQUENCIES) : (search.meals ?? 'three_times_a_week');
    if (!mealsChosen) found.meals = t.chooseMeals;
    setErrors(found);
    if (Object.keys(found).length > 0 || !mealsChosen || !kibble) return;
    onDone({ meals: mealsChosen, kibble, recipes: ticked.join(',') });
  };

  return (
    <form
      ref={formRef}
      noValidate
      {...heldFormUntilHydrated}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <Stack space="large">
        {askMeals ? (
          <MealsField
            defaultValue={search.meals}
            onChange={() => setErrors((e) => ({ ...e, meals: undefined }))}
            error={errors.meals}
          />
        ) : null}
        <RadioGroup
          label={t.kibbleLabel}
          name="kibble"
          required
          defaultValue={search.kibble ?? choices.suggestedKibble ?? ''}
          error={errors.kibble ? { message: errors.kibble } : undefined}
          options={kibbles.map((sku) => ({
            value: sku,
            label: names.get(sku)!.name,
            description: sku === choices.suggestedKibble ? t.suggested : undefined,
          }))}
        />
        <fieldset className={styles.choices} aria-describedby={`${formId}-count ${formId}-error`}>
          <legend className={styles.legend}>{t.recipesLabel(max)}</legend>
          {recipes.map((sku) => (
            <Checkbox
              key={sku}
              name="recipes"
              value={sku}
              label={names.get(sku)!.name}
              defaultChecked={fromUrl.includes(sku)}
              disabled={!chosen.includes(sku) && chosen.length >= max}
              onChange={(event) => {
                const on = event.target.checked;
                setChosen((list) => (on ? [...list, sku] : list.filter((s) => s !== sku)));
                setErrors((e) => ({ ...e, recipes: undefined }));
              }}
            />
          ))}
          <Text size="small" tone="secondary">
            <span id={`${formId}-count`} aria-live="polite">
              {t.recipesCount(chosen.length, max)}
            </span>
          </Text>
          <div id={`${formId}-error`}>{errors.recipes ? <FormError error={{ message: errors.recipes }} /> : null}</div>
        </fieldset>
        <div>
          <Button type="submit">{t.next}</Button>
        </div>
      </Stack>
    </form>
  );
}
