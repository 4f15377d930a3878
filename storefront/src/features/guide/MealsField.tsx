import { RadioGroup } from '@gamelle/design-system';
import { MEAL_FREQUENCIES, type MealFrequency } from './guide-search.ts';
import { useGuidePartMessages } from './part-messages.ts';

/**
 * Spec §9: wet food three times a week or every day. Native radios named `meals`, left to the page (uncontrolled):
 * the step reads the choice from its form when it is sent (form-choices.ts), one made before hydration too.
 */
export function MealsField({
  defaultValue,
  onChange,
  error,
}: {
  /** The URL's choice, checked by the server. */
  defaultValue: MealFrequency | undefined;
  onChange?: (meals: MealFrequency) => void;
  error?: string | undefined;
}) {
  const t = useGuidePartMessages();
  return (
    <RadioGroup
      label={t.mealsLabel}
      name="meals"
      required
      defaultValue={defaultValue ?? ''}
      error={error ? { message: error } : undefined}
      onValueChange={(v) => onChange?.(v as MealFrequency)}
      options={MEAL_FREQUENCIES.map((meals) => ({
        value: meals,
        label: t[`meals_${meals}`],
        description: t[`meals_${meals}_hint`],
      }))}
    />
  );
}
