import { Alert, Badge, Button, Heading, Inline, Spinner, Stack, Text, VisuallyHidden } from '@gamelle/design-system';
import type { Address } from '@gamelle/contract/address/schema';
import type { AddressFormValues } from '@gamelle/contract/address/rules';
import type * as DeleteDialogModule from './AddressDeleteDialog.tsx';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocale, useMessages, whenIdleOrInput } from '../shared/index.ts';
import { addressMessages } from './messages.ts';
import {
  accountAddress,
  accountCard,
  accountCards,
  accountClient,
  addressesQuery,
  customerKeys,
} from '../customer/index.ts';

// The form (react-hook-form, the phone numbers' library, its fields) is a chunk of its own, fetched once the page is
// idle (or at its first press or key): the page shows the list first and the form only after a press.
const loadEditor = () => import('./AddressEditor.tsx');
const AddressEditor = lazy(() => loadEditor().then((m) => ({ default: m.AddressEditor })));

type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/** The address book (spec §2): list, add, edit, delete with confirmation, choose the favourite. */
export function AddressesPage({ customerId }: { customerId: number }) {
  const t = useMessages(addressMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: addresses } = useSuspenseQuery(addressesQuery(locale, customerId));
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const client = accountClient(locale);

  const reload = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: customerKeys.customer(customerId) });
    setNotice(message);
    setEditing({ mode: 'list' });
  };

  useEffect(() => {
    void whenIdleOrInput().then(() => loadEditor().catch(() => undefined));
  }, []);

  /** The values with their phones in E.164 (the editor turns them). */
  const save = async (body: AddressFormValues, existing?: Address) => {
    if (existing) await client.address.update(existing.id, body);
    else await client.address.create(body);
    await reload(t.addressSaved);
  };

  if (editing.mode !== 'list') {
    const existing = editing.mode === 'edit' ? editing.address : undefined;
    return (
      <Suspense fallback={<Spinner label={existing ? t.editAddress : t.newAddress} />}>
        <AddressEditor existing={existing} onSave={save} onCancel={() => setEditing({ mode: 'list' })} />
      </Suspense>
    );
  }

  return (
    <Stack space="large">
      <Heading level={1}>{t.addressesTitle}</Heading>
      <div aria-live="polite">{notice ? <Alert tone="positive">{notice}</Alert> : null}</div>
      {addresses.length === 0 ? <Text as="p">{t.noAddress}</Text> : null}
      <ul className={accountCards} aria-label={t.addressesTitle}>
        {addresses.map((address) => (
          <li key={address.id} className={accountCard} data-testid="address">
            <Stack space="small">
              <Inline space="small" alignY="center">
                <Text weight="strong">{address.alias || `${address.firstName} ${address.lastName}`}</Text>
                {address.isDefault ? <Badge tone="positive">{t.favourite}</Badge> : null}
              </Inline>
              <address className={accountAddress}>
                {address.firstName} {address.lastName}
                <br />
                {address.street}
                {address.street2 ? (
                  <>
                    <br />
                    {address.street2}
                  </>
                ) : null}
                <br />
                {address.postcode} {address.city} ({address.countryCode})
                <br />
                {t.phone} : {address.phoneNumber}
              </address>
              <Inline space="small">
                <Button size="small" variant="secondary" onClick={() => setEditing({ mode: 'edit', address })}>
                  {t.edit}
                  <VisuallyHidden> {address.alias || address.street}</VisuallyHidden>
                </Button>
                {!address.isDefault ? (
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={async () => {
                      await client.customer.update(customerId, { defaultAddress: address['@id'] ?? null });
                      await queryClient.invalidateQueries({ queryKey: customerKeys.customer(customerId) });
                      setNotice(t.favouriteSaved);
                    }}
                  >
                    {t.makeFavourite}
                    <VisuallyHidden> {address.alias || address.street}</VisuallyHidden>
                  </Button>
                ) : null}
                <DeleteAddress
                  address={address}
                  onDelete={async () => {
                    await client.address.remove(address.id);
                    await reload(t.addressDeleted);
                  }}
                />
              </Inline>
            </Stack>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={() => setEditing({ mode: 'add' })}>{t.addAddress}</Button>
      </div>
    </Stack>
  );
}

let loadingDialog: Promise<typeof DeleteDialogModule> | undefined;
/** The confirmation's chunk (Radix Dialog), asked for once (again after a failure): on the button's hover, focus or press. */
const loadDeleteDialog = () =>
  (loadingDialog ??= import('./AddressDeleteDialog.tsx').catch((error: unknown) => {
    loadingDialog = undefined;
    throw error;
  }));
const AddressDeleteDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.AddressDeleteDialog })));

/**
 * Delete, and its confirmation: the button is the page's own (server included), the dialog's code (Radix Dialog) a
 * chunk of its own, out of the page's first load (issue 19), fetched on the button's hover or focus, else on its
 * press, which opens the dialog once it has arrived. Focus goes back to the button when the dialog closes.
 */
function DeleteAddress({ address, onDelete }: { address: Address; onDelete: () => Promise<void> }) {
  const t = useMessages(addressMessages);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const name = address.alias || `${address.street}, ${address.city}`;
  const prefetch = () => void loadDeleteDialog().catch(() => undefined);
  return (
    <>
      <Button
        ref={button}
        size="small"
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        {t.delete}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <AddressDeleteDialog
            name={name}
            open={open}
            onOpenChange={setOpen}
            onDelete={onDelete}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** An address as the form edits it: the address step's reading, with its name and whether it is the default. */
