import {
  Alert,
  Box,
  Button,
  Heading,
  Inline,
  Price,
  RadioGroup,
  Spinner,
  Stack,
  Tabs,
  Text,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import type { PickupPoint, ShippingMethod } from '@gamelle/contract/checkout/schema';
import { pickupPointQuerySchema } from '@gamelle/contract/checkout/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useLocale, useMessages } from '../shared/index.ts';
import { checkoutApi } from './checkout-api.ts';
import { checkoutMessages } from './messages.ts';
import { checkoutKeys } from './queries.ts';

export interface ShippingStepProps {
  order: Order;
  methods: readonly ShippingMethod[];
  onSubmit: (method: ShippingMethod['code'], pickupPoint: string | null) => Promise<void>;
  error: string | null;
  pending: boolean;
}

/** The shipping step: tabs home delivery / relay point, each with its carrier and its price for this cart. */
export function ShippingStep({ order, methods, onSubmit, error, pending }: ShippingStepProps) {
  const t = useMessages(checkoutMessages);
  const shipment = order.shipments[0];
  const home = methods.find((m) => m.code === 'home_delivery');
  const pickup = methods.find((m) => m.code === 'pickup_point');
  const [tab, setTab] = useState<string>(shipment?.method ?? home?.code ?? pickup?.code ?? 'home_delivery');
  const [point, setPoint] = useState<string | null>(shipment?.pickupPoint?.code ?? null);
  const [missingPoint, setMissingPoint] = useState(false);
  const address = order.shippingAddress;

  return (
    <Stack space="large">
      <Heading level={2}>{t.shippingTitle}</Heading>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List label={t.shippingTabs}>
          {home ? <Tabs.Tab value={home.code}>{t.tabHome}</Tabs.Tab> : null}
          {pickup ? <Tabs.Tab value={pickup.code}>{t.tabPickup}</Tabs.Tab> : null}
        </Tabs.List>
        {home ? (
          <Tabs.Panel value={home.code}>
            <Stack space="medium">
              <MethodLine method={home} />
              {address ? (
                <Text as="p">
                  {t.deliverTo} {address.firstName} {address.lastName}, {address.street}, {address.postcode}{' '}
                  {address.city} ({address.countryCode})
                </Text>
              ) : null}
              <Inline space="small">
                <Button
                  loading={pending && tab === home.code}
                  onClick={() => onSubmit(home.code, null)}
                  data-testid="shipping-continue"
                >
                  {t.continue}
                </Button>
              </Inline>
            </Stack>
          </Tabs.Panel>
        ) : null}
        {pickup ? (
          <Tabs.Panel value={pickup.code}>
            <Stack space="medium">
              <MethodLine method={pickup} />
              <PickupPointPicker
                country={address?.countryCode ?? 'FR'}
                initialPostcode={shipment?.pickupPoint?.postcode ?? address?.postcode ?? ''}
                chosen={point}
                onChoose={(code) => {
                  setPoint(code);
                  setMissingPoint(false);
                }}
                missing={missingPoint}
              />
              <Inline space="small">
                <Button
                  loading={pending && tab === pickup.code}
                  data-testid="pickup-continue"
                  onClick={() => {
                    if (!point) setMissingPoint(true);
                    else void onSubmit(pickup.code, point);
                  }}
                >
                  {t.continue}
                </Button>
              </Inline>
            </Stack>
          </Tabs.Panel>
        ) : null}
      </Tabs.Root>
      <div aria-live="polite">{error ? <Alert tone="critical">{error}</Alert> : null}</div>
    </Stack>
  );
}

function MethodLine({ method }: { method: ShippingMethod }) {
  const t = useMessages(checkoutMessages);
  return (
    <Inline space="small" alignY="center">
      <Text weight="strong">
        {method.name} ({method.carrier})
      </Text>
      <Text>{method.price === 0 ? t.free : <Price cents={method.price} />}</Text>
      {method.description ? (
        <Text size="small" tone="secondary">
          {method.description}
        </Text>
      ) : null}
    </Inline>
  );
}

const postcodeSearchSchema = z.object({ postcode: pickupPointQuerySchema.shape.postcode });

/**
 * Relay points near a postcode as an accessible list of radios (name, address, opening hours; an inactive point
 * shown but not choosable). A map is left out: it would cost this page a map library for what the list says.
 */
export function PickupPointPicker({
  country,
  initialPostcode,
  chosen,
  onChoose,
  missing,
}: {
  country: string;
  initialPostcode: string;
  chosen: string | null;
  onChoose: (code: string) => void;
  missing: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  const [postcode, setPostcode] = useState(initialPostcode.trim());
  const { form, handleSubmit, pending } = useShopForm({
    schema: postcodeSearchSchema,
    formName: 'pickupPoint',
    defaultValues: { postcode: initialPostcode },
    onSubmit: (values) => setPostcode(values.postcode),
  });
  const points = useQuery({
    queryKey: checkoutKeys.pickupPoints(country, postcode),
    queryFn: () => checkoutApi(locale).pickupPoints(country, postcode),
    enabled: postcode !== '',
    staleTime: 60_000,
  });

  return (
    <Stack space="medium">
      <form onSubmit={handleSubmit} noValidate role="search" aria-label={t.pickupPoints}>
        <Inline space="small" alignY="bottom">
          <TextField
            label={t.postcodeSearch}
            description={t.postcodeSearchHelp}
            formName="pickupPoint"
            autoComplete="postal-code"
            inputMode="numeric"
            error={form.formState.errors.postcode}
            {...form.register('postcode')}
          />
          <Button type="submit" variant="secondary" loading={pending || points.isFetching}>
            {t.search}
          </Button>
        </Inline>
      </form>
      <div aria-live="polite">
        {points.isFetching ? (
          <Inline space="small" alignY="center">
            <Spinner size="small" />
            <Text>{t.searching}</Text>
          </Inline>
        ) : points.isError ? (
          <Alert tone="critical">{t.funnelError}</Alert>
        ) : points.data ? (
          <Text as="p">{t.pickupPointsFound(points.data.length)}</Text>
        ) : null}
      </div>
      {points.data && points.data.length > 0 ? (
        <RadioGroup
          label={t.pickupPoints}
          name="pickupPoint"
          value={chosen ?? ''}
          onValueChange={onChoose}
          error={missing ? t.choosePickupPoint : undefined}
          options={points.data.map((point) => ({
            value: point.code,
            disabled: !point.active,
            label: (
              <>
                {point.name}
                {!point.active ? ` — ${t.unavailable}` : ''}
              </>
            ),
            description: <PointDetails point={point} />,
          }))}
        />
      ) : missing ? (
        <Text tone="critical">{t.choosePickupPoint}</Text>
      ) : null}
    </Stack>
  );
}

function PointDetails({ point }: { point: PickupPoint }) {
  const t = useMessages(checkoutMessages);
  const days = t.days.split(',');
  const byDay = new Map<number, string[]>();
  for (const slot of point.openingHours)
    byDay.set(slot.day, [...(byDay.get(slot.day) ?? []), `${slot.opens}–${slot.closes}`]);
  return (
    <Box as="span" display="block">
      <Text as="span" size="small">
        {point.street}, {point.postcode} {point.city}
      </Text>
      <Text as="span" size="small" tone="secondary">
        {' · '}
        {t.openingHours}{' '}
        {[1, 2, 3, 4, 5, 6, 7]
          .map((day) => `${days[day - 1]} ${(byDay.get(day) ?? [t.closed]).join(', ')}`)
          .join(t.daySeparator)}
      </Text>
    </Box>
  );
}
