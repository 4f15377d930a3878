// "A form is complete when all required fields are set and at least one field in each alternative group is
// set" (spec §4). Used to enable a submit button before validation runs.

export type FormCompleteness = {
  required: readonly string[];
  /** Each group needs at least one field set, e.g. `[['birthday', 'years', 'months']]`. */
  alternatives?: readonly (readonly string[])[];
};

export function isFormComplete(values: Record<string, unknown>, rule: FormCompleteness): boolean {
  if (!rule.required.every((field) => isFieldSet(values[field]))) return false;
  return (rule.alternatives ?? []).every((group) => group.some((field) => isFieldSet(values[field])));
}

/** Set: not undefined/null, not a blank string, not NaN, not an empty list. `false` and `0` are set. */
export function isFieldSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
