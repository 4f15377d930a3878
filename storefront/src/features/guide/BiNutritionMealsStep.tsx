import { Button, Stack } from '@gamelle/design-system';
import { useState } from 'react';
import { heldUntilHydrated } from '../shared/index.ts';
import type { MealFrequency } from './guide-search.ts';
import { MealsField } from './MealsField.tsx';
import { useGuidePartMessages } from './part-messages.ts';

/**
 * The full bi-nutrition guide's meals step: a chunk of its own (issue 19, guide-parts.ts), server-rendered in place
 * and hydrated after the first paint; a « Suivant » pressed meanwhile is held, then sent (held-submits.ts).
 */
export function BiNutritionMealsStep({
  value,
  onDone,
}: {
  value: MealFrequency | undefined;
  onDone: (meals: MealFrequency) => void;
}) {
  const t = useGuidePartMessages();
  const [meals, setMeals] = useState<MealFrequency | undefined>(value);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      {...heldUntilHydrated}
      onSubmit={(event) => {
        event.preventDefault();
        if (meals) onDone(meals);
        else setError(t.chooseMeals);
      }}
    >
      <Stack space="medium">
        <MealsField value={meals} onChange={setMeals} error={error} />
        <div>
          <Button type="submit">{t.next}</Button>
        </div>
      </Stack>
    </form>
  );
}
