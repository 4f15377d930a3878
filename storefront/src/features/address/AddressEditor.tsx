import { AddressForm, Heading, Stack } from '@gamelle/design-system';
import type { Address } from '@gamelle/contract/address/schema';
import type { AddressFormValues } from '@gamelle/contract/address/rules';
import { toE164 } from '@gamelle/contract/address/phone';
import { useMessages } from '../shared/index.ts';
import { addressMessages } from './messages.ts';
import { accountCard } from '../customer/index.ts';
import { addressFormValues } from './form-values.ts';

/**
 * The address book's form (new or edited address), a chunk of its own (issue 19): react-hook-form, the phone
 * numbers' library (the phones turned into E.164 here) and the form's fields stay out of the page's first load. The
 * page shows it only after a press (never in the server's HTML) and fetches it once idle.
 */
export function AddressEditor({
  existing,
  onSave,
  onCancel,
}: {
  existing: Address | undefined;
  onSave: (body: AddressFormValues, existing?: Address) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages(addressMessages);
  return (
    <Stack space="large">
      <Heading level={1}>{existing ? t.editAddress : t.newAddress}</Heading>
      <div className={accountCard}>
        <AddressForm
          defaultValues={existing ? formValuesOf(existing) : {}}
          onSubmit={(values) => onSave(withE164Phones(values), existing)}
          onCancel={onCancel}
        />
      </div>
    </Stack>
  );
}

function withE164Phones(values: AddressFormValues): AddressFormValues {
  return {
    ...values,
    phoneNumber: toE164(values.phoneNumber, values.phoneNumberCountry) ?? values.phoneNumber,
    ...(values.phoneNumber2
      ? { phoneNumber2: toE164(values.phoneNumber2, values.phoneNumber2Country) ?? values.phoneNumber2 }
      : {}),
  };
}

function formValuesOf(address: Address) {
  return { alias: address.alias ?? '', ...addressFormValues(address), isDefault: address.isDefault };
}
