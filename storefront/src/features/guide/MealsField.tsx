import { RadioGroup } from '@gamelle/design-system';
import { MEAL_FREQUENCIES, type MealFrequency } from './guide-search.ts';
import { useGuidePartMessages } from './part-messages.ts';

/** Spec §9: wet food three times a week or every day. */
export function MealsField({
  value,
  onChange,
  error,
}: {
  value: MealFrequency | undefined;
  onChange: (meals: MealFrequency) => void;
  error?: string | undefined;
}) {
  const t = useGuidePartMessages();
  return (
    <RadioGroup
      label={t.mealsLabel}
      name="meals"
      required
      value={value ?? ''}
      error={error ? { message: error } : undefined}
      onValueChange={(v) => onChange(v as MealFrequency)}
      options={MEAL_FREQUENCIES.map((meals) => ({
        value: meals,
        label: t[`meals_${meals}`],
        description: t[`meals_${meals}_hint`],
      }))}
    />
  );
}
