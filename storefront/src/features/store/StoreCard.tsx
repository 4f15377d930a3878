import type { Store } from '@gamelle/contract/service/stores';
import { storeSchedule } from '@gamelle/contract/service/store-rules';
import { Badge, Box, Heading, Inline, ShopHoursTag, Stack, Text } from '@gamelle/design-system';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLocale, useMessages } from '../shared/index.ts';
import { storeMessages } from './messages.ts';
import { kmText } from './store-format.ts';

/** One store in the finder's list: the same facts as its marker on the map, and more. */
export function StoreCard({ store, nearest }: { store: Store; nearest: boolean }) {
  const t = useMessages(storeMessages);
  const locale = useLocale();
  return (
    <Box
      as="article"
      padding="medium"
      borderRadius="standard"
      borderWidth="standard"
      borderStyle="solid"
      borderColor="subtle"
      background="surface"
      data-testid="store-card"
      data-store={store.slug}
    >
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={2} size="4">
            <RouterLink to="/magasins/$shop/" params={{ shop: store.slug }}>
              {store.name}
            </RouterLink>
          </Heading>
          {nearest ? <Badge tone="positive">{t.nearest}</Badge> : null}
        </Inline>
        <Text as="p">
          {store.street}, {store.postcode} {store.city}
          {store.distanceKm !== null ? <> · {t.distance(kmText(store.distanceKm, locale))}</> : null}
        </Text>
        <ShopHoursTag schedule={storeSchedule(store)} now={new Date(store.now)} />
      </Stack>
    </Box>
  );
}
