import { Box, Button, Heading, Inline, Stack, Text, TextField, buttonClassName } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { storeMessages } from './messages.ts';
import * as mapStyles from './store-map.css.ts';
import { StoreCard } from './StoreCard.tsx';
import { storeQueries } from './store-api.ts';
import type { StoreListSearch } from './store-search.ts';

const StoreMap = lazy(() => import('./StoreMap.tsx'));

/**
 * The store finder (`/magasins/`): a GET search form (town or postcode, works without JavaScript), "near me" with
 * the browser's position when allowed, a map or list view (`?vue=`), and the stores as a list in both views.
 */
export function StoreListPage({ search }: { search: StoreListSearch }) {
  const t = useMessages(storeMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const { data } = useSuspenseQuery(storeQueries.list(search, locale));
  const view = search.vue ?? 'carte';
  const stores = data['hydra:member'];
  const sorted = data.origin !== 'none';
  const [mounted, setMounted] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'refused'>('idle');
  useEffect(() => setMounted(true), []);

  const nearMe = () => {
    if (!('geolocation' in navigator)) return setLocating('refused');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        void navigate({
          to: '/magasins/',
          search: { vue: search.vue, lat: position.coords.latitude, lng: position.coords.longitude },
        });
      },
      () => setLocating('refused'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const select = useCallback(
    (slug: string) => void navigate({ to: '/magasins/$shop/', params: { shop: slug } }),
    [navigate],
  );
  const points = useMemo(
    () => stores.map(({ slug, name, city, latitude, longitude }) => ({ slug, name, city, latitude, longitude })),
    [stores],
  );

  const summary =
    stores.length === 0 && search.q
      ? t.noneFor(search.q)
      : [
          t.count(stores.length),
          data.origin === 'postcode' && search.q
            ? t.sortedFromPostcode(search.q)
            : data.origin === 'position'
              ? t.sortedFromPosition
              : search.q
                ? t.matching(search.q)
                : '',
        ]
          .filter(Boolean)
          .join(' ');

  return (
    <main id="main" className="page">
      <Stack space="large">
        <Heading level={1}>{t.title}</Heading>
        <form
          method="get"
          action={toPublicPath('/magasins/', locale)}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            void navigate({ to: '/magasins/', search: { vue: search.vue, ...(q ? { q } : {}) } });
          }}
        >
          <Stack space="small">
            <Inline space="small" alignY="bottom">
              <Box flexGrow={1}>
                <TextField
                  id={`${id}-q`}
                  name="q"
                  type="search"
                  label={t.searchLabel}
                  description={t.searchHint}
                  defaultValue={search.q ?? ''}
                  key={search.q ?? ''}
                  autoComplete="postal-code"
                />
              </Box>
              {search.vue ? <input type="hidden" name="vue" value={search.vue} /> : null}
              <Button type="submit">{t.search}</Button>
              {mounted ? (
                <Button type="button" variant="secondary" loading={locating === 'busy'} onClick={nearMe}>
                  {locating === 'busy' ? t.locating : t.nearMe}
                </Button>
              ) : null}
            </Inline>
            <div aria-live="polite">
              {locating === 'refused' ? <Text tone="critical">{t.geolocationRefused}</Text> : null}
            </div>
          </Stack>
        </form>

        <Inline space="medium" alignY="center" align="spaceBetween">
          <Text as="p" weight="medium" id={`${id}-summary`}>
            <span data-testid="store-summary">{summary}</span>
          </Text>
          <nav aria-label={t.views}>
            <Inline space="xsmall">
              {(['carte', 'liste'] as const).map((v) => (
                <RouterLink
                  key={v}
                  to="/magasins/"
                  search={{ ...search, vue: v }}
                  aria-current={view === v ? 'page' : undefined}
                  className={buttonClassName({ variant: view === v ? 'primary' : 'secondary', size: 'small' })}
                >
                  {v === 'carte' ? t.mapView : t.listView}
                </RouterLink>
              ))}
            </Inline>
          </nav>
        </Inline>

        {view === 'carte' && stores.length > 0 ? (
          <Stack space="xsmall">
            {mounted ? (
              <Suspense fallback={<Box background="sunken" className={mapStyles.map} />}>
                <StoreMap
                  stores={points}
                  highlight={sorted ? stores[0]?.slug : undefined}
                  origin={data.from}
                  onSelect={select}
                />
              </Suspense>
            ) : (
              <Box background="sunken" className={mapStyles.map} />
            )}
            <Text size="small" tone="secondary">
              {t.mapNote}
            </Text>
          </Stack>
        ) : null}

        {stores.length > 0 ? (
          <Stack as="ol" space="medium" aria-labelledby={`${id}-summary`}>
            {stores.map((store, index) => (
              <StoreCard key={store.slug} store={store} nearest={sorted && index === 0} />
            ))}
          </Stack>
        ) : (
          <RouterLink to="/magasins/" search={{ vue: search.vue }}>
            {t.showAll}
          </RouterLink>
        )}
      </Stack>
    </main>
  );
}
