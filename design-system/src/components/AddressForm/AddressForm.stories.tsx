import { ApiError } from '@gamelle/contract/shared/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { AddressForm } from './AddressForm.tsx';

const meta = {
  title: 'Shop/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  alias: 'Maison',
  firstName: 'Camille',
  lastName: 'Martin',
  street: '12 rue des Lilas',
  postcode: '69003',
  city: 'Lyon',
  countryCode: 'FR' as const,
  phoneNumber: '06 12 34 56 78',
};

/** Empty submit: every required field says so, focus goes to the first one, nothing is sent. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    const firstName = canvas.getByRole('textbox', { name: /Prénom/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Nom', 'Adresse', 'Code postal', 'Ville']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByText('Le numéro de mobile est obligatoire.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Optional fields stay valid.
    await expect(canvas.getByRole('textbox', { name: /Société/ })).not.toHaveAttribute('aria-invalid');
  },
};

/** A valid French address is sent parsed by the contract's schema. */
export const ValidSubmit: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Adresse favorite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          firstName: 'Camille',
          postcode: '69003',
          countryCode: 'FR',
          phoneNumberCountry: 'FR',
          isDefault: true,
          company: undefined,
        }),
      ),
    );
  },
};

/** Refused characters, postcode per country, and the province only for Belgium. */
export const RulesOfTheContract: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, args }) => {
    const firstName = canvas.getByRole('textbox', { name: /Prénom/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Camille (Cam)');
    await expect(canvas.queryByRole('combobox', { name: /Province/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'BE');
    await expect(canvas.getByRole('combobox', { name: /Province/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await expect(
      await canvas.findByText('Les caractères “ , @ & * ! ? / ( ) _ # $ € ne sont pas autorisés.'),
    ).toBeVisible();
    await expect(canvas.getByText('Le code postal doit comporter 4 chiffres pour la Belgique.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Errors follow the corrections once the form was submitted.
    const postcode = canvas.getByRole('textbox', { name: /Code postal/ });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '1000');
    await waitFor(() => expect(canvas.queryByText(/4 chiffres pour la Belgique/)).toBeNull());
  },
};

/**
 * An empty mobile follows the address's country until one is picked: a Belgian address's « 0470 12 34 56 » is sent
 * as a Belgian number (it was parsed as French, +33 4 70…, a landline), and a country picked for a phone stays.
 */
export const PhoneFollowsTheCountry: Story = {
  args: { defaultValues: { ...filled, phoneNumber: '' } },
  play: async ({ canvas, args }) => {
    const [mobileCountry, secondCountry] = canvas.getAllByRole('combobox', { name: 'Pays de l’indicatif' });
    await userEvent.selectOptions(secondCountry!, 'IT');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'BE');
    await expect(mobileCountry).toHaveValue('BE');
    await expect(secondCountry).toHaveValue('IT');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Province/ }), 'BE-BRU');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Code postal/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Code postal/ }), '1000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Téléphone mobile/ }), '0470 12 34 56');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ countryCode: 'BE', phoneNumberCountry: 'BE', phoneNumber2Country: 'IT' }),
      ),
    );
  },
};

/** The server's ConstraintViolationList: known paths on their field, the others on the form. */
export const ServerViolations: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          message: 'Validation failed',
          violations: [
            { propertyPath: 'city', message: 'Cette ville ne correspond pas au code postal.', code: 'city_mismatch' },
            { propertyPath: 'phoneNumber', message: 'Numéro invalide', code: 'invalid_phone' },
            { propertyPath: '', message: 'Nous ne livrons pas encore à cette adresse.' },
          ],
        }),
      ),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Cette ville ne correspond pas au code postal.')).toBeVisible();
    // A known code reads from the catalogue (forms.phone.error), not the raw server text.
    await expect(canvas.getByText("Le numéro de téléphone n'est pas valide.")).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nous ne livrons pas encore à cette adresse.');
    await expect(canvas.getByRole('textbox', { name: /Ville/ })).toHaveFocus();
  },
};

/** Pressing Save twice while the first save is pending sends it once. */
export const DoubleSubmit: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: /Enregistrer l’adresse/ });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    canvas.getByRole('textbox', { name: /Ville/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Voornaam/ })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'België' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Adres opslaan' }));
    // Validation awaits the schema's own chunk (lazySchema, useShopForm.ts): the field turns invalid once it has run.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Gemeente/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    // The first invalid field takes the focus; react-hook-form moves it there once more in a task of its own, queued
    // before this one: past it, the press on Annuleren is the last move, as it is for a person.
    await new Promise((resolve) => setTimeout(resolve));
    await expect(canvas.getByRole('textbox', { name: /Voornaam/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuleren' }));
    await expect(canvas.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Empty, filled in Belgium, and with server violations shown from the start. */
export const AllStates: Story = {
  render: (args) => (
    <StateGrid
      states={[
        { name: 'empty', render: <AddressForm {...args} /> },
        {
          name: 'Belgium with province',
          render: (
            <AddressForm
              {...args}
              defaultValues={{
                ...filled,
                countryCode: 'BE',
                postcode: '1000',
                city: 'Bruxelles',
                provinceCode: 'BE-BRU',
              }}
            />
          ),
        },
        {
          name: 'server violations',
          render: (
            <AddressForm
              {...args}
              defaultValues={filled}
              violations={[
                { propertyPath: 'postcode', message: 'Code postal invalide', code: 'postcode_fr' },
                { propertyPath: '', message: 'Nous ne livrons pas encore à cette adresse.' },
              ]}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const withViolations = within(canvas.getByRole('region', { name: 'server violations' }));
    await expect(
      await withViolations.findByText('Le code postal doit comporter 5 chiffres pour la France.'),
    ).toBeVisible();
    await expect(withViolations.getByRole('alert')).toHaveTextContent('Nous ne livrons pas encore à cette adresse.');
    const belgium = within(canvas.getByRole('region', { name: 'Belgium with province' }));
    await expect(belgium.getByRole('combobox', { name: /Province/ })).toHaveValue('BE-BRU');
  },
};
