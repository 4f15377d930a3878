import { STORE_WEEKDAYS, storeSchedule } from '@gamelle/contract/service/store-rules';
import type { Store } from '@gamelle/contract/service/stores';
import { Box, Columns, Column, Heading, Link, ShopHoursTag, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { sitePath, useLocale, useMessages, type Locale } from '../shared/index.ts';
import { storeMessages } from './messages.ts';
import * as mapStyles from './store-map.css.ts';
import { dateText, spanText, todayIn } from './store-format.ts';
import { storeQueries } from './store-api.ts';

const StoreMap = lazy(() => import('./StoreMap.tsx'));

/** One store (`/magasins/{shop}/`): address, hours per weekday, special dates, services, directions, JSON-LD. */
export function StorePage({ slug, origin }: { slug: string; origin: string }) {
  const t = useMessages(storeMessages);
  const locale = useLocale();
  const { data: store } = useSuspenseQuery(storeQueries.one(slug, locale));
  const now = new Date(store.now);
  const today = todayIn(now, store.timeZone);
  const upcoming = store.specialDays.filter((d) => d.to >= today);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const points = useMemo(() => [store], [store]);

  return (
    <main id="main" className="page">
      <script
        type="application/ld+json"
        // Data, not script: `<` escaped so a name can never close the element.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(localBusiness(store, locale, origin)).replace(/</g, '\\u003c'),
        }}
      />
      <Stack space="large">
        <RouterLink to="/magasins/">{t.backToList}</RouterLink>
        <Stack space="small">
          <Heading level={1}>{store.name}</Heading>
          <ShopHoursTag schedule={storeSchedule(store)} now={now} />
        </Stack>
        <Columns space="large" collapseBelow="tablet">
          <Column>
            <Stack space="large">
              <Stack space="small" as="section">
                <Heading level={2} size="4">
                  {t.address}
                </Heading>
                <Text as="p">
                  {store.street}
                  <br />
                  {store.postcode} {store.city}
                </Text>
                <Link
                  href={`https://www.openstreetmap.org/directions?to=${store.latitude}%2C${store.longitude}`}
                  external
                >
                  {t.directions}
                </Link>
              </Stack>
              <Stack space="small" as="section">
                <Heading level={2} size="4">
                  {t.contact}
                </Heading>
                <Text as="p">
                  {t.phone}
                  {t.colon}
                  <a href={`tel:${store.phone}`}>{store.phone}</a>
                  <br />
                  {t.email}
                  {t.colon}
                  <a href={`mailto:${store.email}`}>{store.email}</a>
                </Text>
              </Stack>
              {store.services.length ? (
                <Stack space="small" as="section">
                  <Heading level={2} size="4">
                    {t.services}
                  </Heading>
                  <Stack as="ul" space="xsmall">
                    {store.services.map((s) => (
                      <Text key={s.code}>{s.label}</Text>
                    ))}
                  </Stack>
                </Stack>
              ) : null}
            </Stack>
          </Column>
          <Column>
            <Stack space="large">
              <Stack space="small" as="section">
                <Heading level={2} size="4">
                  {t.hours}
                </Heading>
                <table data-testid="store-hours">
                  <tbody>
                    {STORE_WEEKDAYS.map((day) => (
                      <tr key={day}>
                        <th scope="row" style={{ textAlign: 'left', paddingRight: 16, fontWeight: 500 }}>
                          {t[`day_${day}`]}
                        </th>
                        <td>
                          {store.openingHours[day].length
                            ? store.openingHours[day].map((span) => spanText(span, locale)).join(` ${t.and} `)
                            : t.closedDay}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Stack>
              <Stack space="small" as="section">
                <Heading level={2} size="4">
                  {t.specialDays}
                </Heading>
                {upcoming.length ? (
                  <Stack as="ul" space="xsmall">
                    {upcoming.map((d) => (
                      <div key={`${d.kind}-${d.from}`} data-special-day={d.kind}>
                        <Text>
                          <strong>{d.kind === 'closing' ? t.specialClosing : t.specialOpening}</strong>{' '}
                          {d.from === d.to
                            ? dateText(d.from, locale)
                            : `${dateText(d.from, locale)} – ${dateText(d.to, locale)}`}
                          {d.hours.length ? ` (${d.hours.map((s) => spanText(s, locale)).join(` ${t.and} `)})` : ''}
                          {t.colon}
                          {d.label}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                ) : (
                  <Text as="p">{t.noSpecialDays}</Text>
                )}
              </Stack>
            </Stack>
          </Column>
        </Columns>
        <Box>
          {mounted ? (
            <Suspense fallback={<Box background="sunken" className={mapStyles.map} />}>
              <StoreMap stores={points} highlight={store.slug} />
            </Suspense>
          ) : (
            <Box background="sunken" className={mapStyles.map} />
          )}
        </Box>
      </Stack>
    </main>
  );
}

const schemaDays: Record<(typeof STORE_WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** schema.org `LocalBusiness` (a `PetStore`): address, geo, weekly hours and the special days as validity ranges. */
export function localBusiness(store: Store, locale: Locale, origin: string) {
  const close = (time: string) => (time === '24:00' ? '23:59' : time);
  return {
    '@context': 'https://schema.org',
    '@type': 'PetStore',
    name: store.name,
    ...(origin ? { url: `${origin}${sitePath('store', locale, { shop: store.slug })}` } : {}),
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      postalCode: store.postcode,
      addressLocality: store.city,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: [
      ...STORE_WEEKDAYS.flatMap((day) =>
        store.openingHours[day].map((span) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${schemaDays[day]}`,
          opens: span.opens,
          closes: close(span.closes),
        })),
      ),
      ...store.specialDays.flatMap((d) =>
        (d.kind === 'closing' ? [{ opens: '00:00', closes: '00:00' }] : d.hours).map((span) => ({
          '@type': 'OpeningHoursSpecification',
          validFrom: d.from,
          validThrough: d.to,
          opens: span.opens,
          closes: close(span.closes),
        })),
      ),
    ],
  };
}
