import {
  AddressForm,
  Alert,
  Box,
  Button,
  Checkbox,
  Heading,
  Inline,
  RadioGroup,
  Stack,
  Text,
} from '@gamelle/design-system';
import type { Address } from '@gamelle/contract/address/schema';
import type { AddressFormValues } from '@gamelle/contract/address/rules';
import { toE164 } from '@gamelle/contract/address/phone';
import type { PhoneCountry } from '@gamelle/contract/shared/locales';
import type { CheckoutAddressBody } from '@gamelle/contract/checkout/schema';
import { useId, useState } from 'react';
import { heldUntilHydrated, useMessages } from '../shared/index.ts';
import { addressFormValues } from '../address/index.ts';
import type { CheckoutOrder } from './checkout-api.ts';
import { checkoutMessages } from './messages.ts';

/** An address as the address step sends it (the contract's address form fields, phones in E.164). */
type AddressBody = {
  firstName: string;
  lastName: string;
  company: string;
  countryCode: 'FR' | 'BE' | 'LU';
  provinceCode: string;
  street: string;
  street2: string;
  postcode: string;
  city: string;
  phoneNumber: string;
  phoneNumberCountry: PhoneCountry;
  phoneNumber2: string;
  phoneNumber2Country: PhoneCountry;
  deliveryInstructions: string;
};

export interface AddressStepProps {
  order: CheckoutOrder;
  addresses: readonly Address[];
  /** Sends the addresses (PUT /shop/orders/{token}); rejects with the server's error. */
  onSubmit: (body: CheckoutAddressBody) => Promise<void>;
  error: string | null;
  pending: boolean;
}

/** The address step: the billing address from the address book or a new one; delivery there or elsewhere. */
export function AddressStep({ order, addresses, onSubmit, error, pending }: AddressStepProps) {
  const t = useMessages(checkoutMessages);
  const [billing, setBilling] = useState<AddressBody | null>(() => initialChoice(order.billingAddress, addresses));
  const [shipping, setShipping] = useState<AddressBody | null>(() =>
    order.shippingAddress ? initialChoice(order.shippingAddress, addresses) : null,
  );
  const [different, setDifferent] = useState(
    () =>
      !!order.shippingAddress && !!order.billingAddress && !sameAddress(order.shippingAddress, order.billingAddress),
  );
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!billing || (different && !shipping)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    await onSubmit({ billingAddress: billing, ...(different && shipping ? { shippingAddress: shipping } : {}) });
  };

  return (
    <Stack space="large">
      <AddressChoice
        title={t.billingAddressTitle}
        addresses={addresses}
        chosen={billing}
        country={order.countryCode}
        onChoose={setBilling}
        missing={missing && !billing}
      />
      <Checkbox
        label={t.shippingDifferent}
        checked={different}
        onChange={(event) => setDifferent(event.target.checked)}
      />
      {different ? (
        <AddressChoice
          title={t.shippingAddressTitle}
          addresses={addresses}
          chosen={shipping}
          country={order.countryCode}
          onChoose={setShipping}
          missing={missing && !shipping}
        />
      ) : null}
      <div aria-live="polite">{error ? <Alert tone="critical">{error}</Alert> : null}</div>
      <Inline space="small">
        <Button onClick={submit} loading={pending} data-testid="address-continue" {...heldUntilHydrated}>
          {t.continue}
        </Button>
      </Inline>
    </Stack>
  );
}

const NEW = 'new';

/** One address to choose: a saved one (radio list) or a new one (the design system's address form). */
function AddressChoice({
  title,
  addresses,
  chosen,
  country,
  onChoose,
  missing,
}: {
  title: string;
  addresses: readonly Address[];
  chosen: AddressBody | null;
  /** The cart's country (the one chosen on the site): a new address starts there (issue 22). */
  country: AddressBody['countryCode'];
  onChoose: (address: AddressBody | null) => void;
  missing: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const headingId = useId();
  const savedIndex = chosen ? addresses.findIndex((a) => sameAddress(a, chosen)) : -1;
  const [mode, setMode] = useState<string>(
    savedIndex >= 0 ? String(addresses[savedIndex]!.id) : chosen || addresses.length === 0 ? NEW : '',
  );
  const [editing, setEditing] = useState(mode === NEW && !chosen);

  const options = [
    ...addresses.map((address) => ({
      value: String(address.id),
      label: address.alias || `${address.firstName} ${address.lastName}`,
      description: <AddressLines address={address} />,
    })),
    { value: NEW, label: t.newAddress },
  ];

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        {addresses.length > 0 ? (
          <RadioGroup
            label={t.savedAddresses}
            name={`${title}-address`}
            options={options}
            value={mode}
            error={missing ? t.chooseAddress : undefined}
            onValueChange={(value) => {
              setMode(value);
              if (value === NEW) {
                setEditing(true);
                onChoose(null);
              } else {
                const address = addresses.find((a) => String(a.id) === value);
                onChoose(address ? addressFormValues(address) : null);
              }
            }}
          />
        ) : null}
        {mode === NEW ? (
          editing || !chosen ? (
            <Box padding="medium" borderRadius="standard" background="sunken">
              <AddressForm
                defaultValues={chosen ? formValuesOf(chosen) : { countryCode: country }}
                submitLabel={t.useThisAddress}
                formAttributes={heldUntilHydrated}
                onSubmit={(values) => {
                  onChoose(bodyFromForm(values));
                  setEditing(false);
                }}
              />
              {missing ? <Text tone="critical">{t.chooseAddress}</Text> : null}
            </Box>
          ) : (
            <Stack space="small">
              <AddressLines address={chosen} />
              <Inline space="small">
                <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                  {t.newAddress}
                </Button>
              </Inline>
            </Stack>
          )
        ) : null}
      </Stack>
    </Box>
  );
}

function AddressLines({
  address,
}: {
  address: Pick<Address, 'firstName' | 'lastName' | 'street' | 'postcode' | 'city' | 'countryCode' | 'phoneNumber'> & {
    street2?: string | null | undefined;
  };
}) {
  const t = useMessages(checkoutMessages);
  return (
    <Text as="span" size="small" tone="secondary">
      {address.firstName} {address.lastName}, {address.street}
      {address.street2 ? `, ${address.street2}` : ''},{' '}
      {t.addressLine(address.postcode, address.city, address.countryCode)} · {t.phone} {address.phoneNumber}
    </Text>
  );
}

type AddressLike = {
  firstName: string;
  lastName: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  phoneNumber: string;
};

function sameAddress(a: AddressLike, b: AddressLike): boolean {
  const key = (x: AddressLike) =>
    [x.firstName, x.lastName, x.street, x.postcode, x.city, x.countryCode, x.phoneNumber].join('|').toLowerCase();
  return key(a) === key(b);
}

function initialChoice(current: CheckoutOrder['billingAddress'], addresses: readonly Address[]): AddressBody | null {
  if (current) return addressFormValues(current);
  const favourite = addresses.find((a) => a.isDefault) ?? addresses[0];
  return favourite ? addressFormValues(favourite) : null;
}

/** The form's values with the phones turned into E.164 by their country (libphonenumber-js, in the contract). */
function bodyFromForm(values: AddressFormValues): AddressBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company ?? '',
    countryCode: values.countryCode,
    provinceCode: values.provinceCode ?? '',
    street: values.street,
    street2: values.street2 ?? '',
    postcode: values.postcode,
    city: values.city,
    phoneNumberCountry: values.phoneNumberCountry,
    phoneNumber2Country: values.phoneNumber2Country,
    deliveryInstructions: values.deliveryInstructions ?? '',
    phoneNumber: toE164(values.phoneNumber, values.phoneNumberCountry) ?? values.phoneNumber,
    phoneNumber2: values.phoneNumber2
      ? (toE164(values.phoneNumber2, values.phoneNumber2Country) ?? values.phoneNumber2)
      : '',
  };
}

function formValuesOf(address: AddressBody) {
  return { ...address };
}
