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
import type { Order } from '@gamelle/contract/order/schema';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  heldFormUntilHydrated,
  heldUntilHydrated,
  useHeldSubmitReplayed,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import { postcodeSearchSchema } from './lazy-schemas.ts';
import { checkoutMessages } from './messages.ts';
import * as styles from './pickup-map.css.ts';
import { pickupSearchOf } from './order-view.ts';
import { pickupPointsQuery } from './queries.ts';

// The relay points on the store pages' Leaflet map (through the store feature's second door): the map and its
// wiring (~40 KB gzip) load only when the relay tab shows a list, in the browser, never with the funnel's first load.
const PickupMap = lazy(() => import('./PickupMap.tsx'));

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
  const pickupSearch = pickupSearchOf(order);
  // The server's choice, when it changes under this step (another tab chose and this tab resumed with the order as
  // it now is): the tab and the relay point follow it.
  const serverMethod = shipment?.method ?? null;
  const serverPoint = shipment?.pickupPoint?.code ?? null;
  useEffect(() => {
    if (serverMethod) setTab(serverMethod);
    setPoint(serverPoint);
  }, [serverMethod, serverPoint]);

  return (
    <Stack space="large">
      <Heading level={2}>{t.shippingTitle}</Heading>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List label={t.shippingTabs}>
          {/* A press on a tab before the step's code is live is held, then replayed as a click: the tab selects
              on it (Radix selects on mousedown or focus, which a press in Safari, or a replay, does not give). */}
          {home ? (
            <Tabs.Tab value={home.code} onClick={() => setTab(home.code)} {...heldUntilHydrated}>
              {t.tabHome}
            </Tabs.Tab>
          ) : null}
          {pickup ? (
            <Tabs.Tab value={pickup.code} onClick={() => setTab(pickup.code)} {...heldUntilHydrated}>
              {t.tabPickup}
            </Tabs.Tab>
          ) : null}
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
                  {...heldUntilHydrated}
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
                country={pickupSearch.country}
                initialPostcode={pickupSearch.postcode}
                chosen={point}
                onChoose={(code) => {
                  setPoint(code);
                  setMissingPoint(false);
                }}
                missing={missingPoint}
                withMap
              />
              <Inline space="small">
                <Button
                  loading={pending && tab === pickup.code}
                  data-testid="pickup-continue"
                  {...heldUntilHydrated}
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

/**
 * Relay points near a postcode as an accessible list of radios (name, address, opening hours; an inactive point
 * shown but not choosable). `withMap` draws them on a map beside the list, loaded on demand: clicking a marker
 * chooses that point in the list. The map is for pointing eyes (hidden from assistive technology, no focus); the
 * list stays the way to choose by keyboard and screen reader.
 */
export function PickupPointPicker({
  country,
  initialPostcode,
  chosen,
  onChoose,
  missing,
  withMap = false,
}: {
  country: string;
  initialPostcode: string;
  chosen: string | null;
  onChoose: (code: string) => void;
  missing: boolean;
  withMap?: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  // The map is drawn in the browser only (Leaflet needs the DOM): after mount, never in the server's HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [postcode, setPostcode] = useState(initialPostcode.trim());
  const { form, handleSubmit, pending } = useShopForm({
    schema: postcodeSearchSchema,
    formName: 'pickupPoint',
    defaultValues: { postcode: initialPostcode },
    onSubmit: (values) => setPostcode(values.postcode),
  });
  // Server-rendered when the customer comes back to this step: a search before its code is held, then run.
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  // The first search's list is the server's when the relay tab shows on a first load (the route's loader).
  const points = useQuery(pickupPointsQuery(locale, country, postcode));

  const list =
    points.data && points.data.length > 0 ? (
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
    ) : null;

  return (
    <Stack space="medium">
      <form
        ref={formRef}
        {...heldFormUntilHydrated}
        onSubmit={handleSubmit}
        noValidate
        role="search"
        aria-label={t.pickupPoints}
      >
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
      {list && withMap ? (
        <div className={styles.listAndMap}>
          {list}
          <div className={styles.mapColumn} aria-hidden="true">
            <div className={styles.mapFrame}>
              {mounted ? (
                <Suspense fallback={<Box background="sunken" className={styles.mapPlaceholder} />}>
                  <PickupMap points={points.data!} chosen={chosen} onChoose={onChoose} />
                </Suspense>
              ) : (
                <Box background="sunken" className={styles.mapPlaceholder} />
              )}
            </div>
            <Box marginTop="xsmall">
              <Text size="small" tone="secondary">
                {t.pickupMapNote}
              </Text>
            </Box>
          </div>
        </div>
      ) : list ? (
        list
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
