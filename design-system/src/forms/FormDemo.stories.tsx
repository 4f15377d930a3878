import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { petGuideProfileSchema } from '@gamelle/contract/pet/rules';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod/mini';
import { BirthdayField } from '../components/BirthdayField/BirthdayField.tsx';
import { Combobox } from '../components/Combobox/Combobox.tsx';
import { RadioGroup } from '../components/RadioGroup/RadioGroup.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { FormScope } from './FormScope.tsx';

type Input = z.input<typeof petGuideProfileSchema>;
type Output = z.output<typeof petGuideProfileSchema>;

const breeds = [
  { id: 'beagle', label: 'Beagle' },
  { id: 'berger-australien', label: 'Berger australien' },
  { id: 'labrador', label: 'Labrador retriever' },
];

/**
 * The kibble guide's first step with the contract's own schema: react-hook-form + zod, errors shown through
 * the one convention (`forms.petGuideProfile.{field}.errors.{code}`). `register` drives the native inputs,
 * `Controller` the combobox and the yes/no choice.
 */
function PetProfileForm({ onSubmit }: { onSubmit: (values: Output) => void }) {
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(petGuideProfileSchema),
  });
  const { errors } = formState;
  return (
    <FormScope form="petGuideProfile">
      <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <RadioGroup
          label="Votre animal"
          orientation="horizontal"
          options={[
            { value: 'dog', label: 'Chien' },
            { value: 'cat', label: 'Chat' },
          ]}
          required
          error={errors.type}
          {...register('type')}
        />
        <TextField label="Son nom" required error={errors.name} {...register('name')} />
        <Controller
          control={control}
          name="breed"
          render={({ field, fieldState }) => (
            <Combobox
              label="Sa race"
              name={field.name}
              items={breeds}
              pinnedItems={[{ id: 'crossbreed', label: 'Croisé' }]}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error}
              required
            />
          )}
        />
        <RadioGroup
          label="Sexe"
          orientation="horizontal"
          options={[
            { value: 'male', label: 'Mâle' },
            { value: 'female', label: 'Femelle' },
          ]}
          required
          error={errors.gender}
          {...register('gender')}
        />
        <BirthdayField
          label="Sa naissance"
          name="birthday"
          required
          error={errors.birthday ?? errors.years ?? errors.months}
          dateInput={register('birthday')}
          yearsInput={register('years')}
          monthsInput={register('months')}
        />
        <Controller
          control={control}
          name="sterilized"
          render={({ field, fieldState }) => (
            <RadioGroup
              label="Stérilisé"
              name={field.name}
              orientation="horizontal"
              options={[
                { value: 'yes', label: 'Oui' },
                { value: 'no', label: 'Non' },
              ]}
              value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
              onValueChange={(value) => field.onChange(value === 'yes')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error}
              required
            />
          )}
        />
        <button type="submit" style={{ minHeight: 44 }}>
          Continuer
        </button>
      </form>
    </FormScope>
  );
}

const meta = {
  title: 'Forms/React Hook Form demo',
  component: PetProfileForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PetProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PetProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));

    // Every error at once, each from the contract's catalogue, linked to its control.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Son nom/ })).toHaveAttribute('aria-invalid'));
    await expect(canvas.getByRole('textbox', { name: /Son nom/ })).toHaveAccessibleDescription(
      messages.fr.codes.required,
    );
    await expect(canvas.getByRole('radiogroup', { name: /Votre animal/ })).toHaveAccessibleDescription(
      messages.fr.codes.required,
    );
    await expect(canvas.getByRole('combobox', { name: /Sa race/ })).toHaveAttribute('aria-invalid', 'true');
    // The form-specific text of the birthday alternative (forms.petGuideProfile.birthday.errors.required).
    await expect(canvas.getByRole('group', { name: /Sa naissance/ })).toHaveAccessibleDescription(
      messages.fr.keys['forms.petGuideProfile.birthday.errors.required'],
    );
    // react-hook-form moves focus to the first invalid field.
    await expect(canvas.getByRole('radio', { name: 'Chien' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Chien' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Son nom/ }), 'Rex');
    await userEvent.click(canvas.getByRole('combobox', { name: /Sa race/ }));
    await userEvent.keyboard('labra');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Labrador retriever' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Mâle' }));
    await userEvent.click(canvas.getByRole('button', { name: /indiquer l’âge/ }));
    await userEvent.type(canvas.getByLabelText('Années'), '3');
    await userEvent.click(canvas.getByRole('radio', { name: 'Oui' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'dog',
        name: 'Rex',
        breed: 'labrador',
        gender: 'male',
        years: 3,
        sterilized: true,
      }),
      expect.anything(),
    );
    await expect(canvas.getByRole('textbox', { name: /Son nom/ })).not.toHaveAttribute('aria-invalid');
  },
};
