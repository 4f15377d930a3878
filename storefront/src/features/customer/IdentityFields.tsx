import { DateField, RadioGroup, TextField } from '@gamelle/design-system';
import { isoDateDaysAgo } from '@gamelle/contract/shared/iso-dates';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMessages } from '../shared/index.ts';
import { withoutBounds } from './form-fields.ts';
import { accountMessages } from './messages.ts';

/** The fields every identity form has (spec §5: gender, first and last name, birthday). */
interface IdentityValues extends FieldValues {
  gender?: unknown;
  firstName: unknown;
  lastName: unknown;
  birthday?: unknown;
}

/**
 * Gender, first name, last name and birthday, as registration and personal data both ask them: one place for
 * their labels, autocomplete tokens and the birthday's upper bound (yesterday).
 */
export function IdentityFields<T extends IdentityValues>({
  form,
  formName,
}: {
  form: UseFormReturn<T>;
  formName: 'registration' | 'profile';
}) {
  const t = useMessages(accountMessages);
  const field = (name: keyof IdentityValues & string) => form.register(name as Path<T>);
  const error = (name: keyof IdentityValues & string) => form.formState.errors[name] as FieldError | undefined;
  return (
    <>
      <RadioGroup
        label={t.gender}
        orientation="horizontal"
        formName={formName}
        options={[
          { value: 'f', label: t.genderFemale },
          { value: 'm', label: t.genderMale },
        ]}
        error={error('gender')}
        {...field('gender')}
      />
      <TextField
        label={t.firstName}
        autoComplete="given-name"
        required
        formName={formName}
        error={error('firstName')}
        {...field('firstName')}
      />
      <TextField
        label={t.lastName}
        autoComplete="family-name"
        required
        formName={formName}
        error={error('lastName')}
        {...field('lastName')}
      />
      <DateField
        label={t.birthday}
        autoComplete="bday"
        formName={formName}
        error={error('birthday')}
        {...withoutBounds(field('birthday'))}
        max={isoDateDaysAgo(1)}
      />
    </>
  );
}
