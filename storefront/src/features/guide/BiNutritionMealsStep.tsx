import { Button, Stack } from '@gamelle/design-system';
import { useState } from 'react';
import { heldFormUntilHydrated } from '../shared/index.ts';
import { chosenOne } from './form-choices.ts';
import { MEAL_FREQUENCIES, type MealFrequency } from './guide-search.ts';
import { MealsField } from './MealsField.tsx';
import { useGuidePartMessages } from './part-messages.ts';

/**
 * The full bi-nutrition guide's meals step: a chunk of its own (issue 19, guide-parts.ts), server-rendered in place
 * and hydrated after the first paint; a « Suivant » pressed meanwhile is held, then sent (held-submits.ts), with the
 * choice made meanwhile: the step reads it from its form when it is sent (form-choices.ts), not from a state.
 */
export function BiNutritionMealsStep({
  value,
  onDone,
}: {
  value: MealFrequency | undefined;
  onDone: (meals: MealFrequency) => void;
}) {
  const t = useGuidePartMessages();
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      {...heldFormUntilHydrated}
      onSubmit={(event) => {
        event.preventDefault();
        const meals = chosenOne(new FormData(event.currentTarget), 'meals', MEAL_FREQUENCIES);
        if (meals) onDone(meals);
        else setError(t.chooseMeals);
      }}
    >
      <Stack space="medium">
        <MealsField defaultValue={value} error={error} />
        <div>
          <Button type="submit">{t.next}</Button>
        </div>
      </Stack>
    </form>
  );
}
