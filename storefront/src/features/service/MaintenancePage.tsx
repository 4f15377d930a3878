import { Heading, Stack, Text } from '@gamelle/design-system';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMessages } from '../shared/index.ts';
import { maintenanceMessages } from './maintenance-messages.ts';

/**
 * `/maintenance/`: what a visitor sees on a route under maintenance (the server entry answers those with this page,
 * 503 and Retry-After: see `server-entry/maintenance.ts`), and the page itself.
 */
export function MaintenancePage() {
  const t = useMessages(maintenanceMessages);
  return (
    <main id="main" className="page">
      <Stack space="medium">
        <Heading level={1}>{t.title}</Heading>
        <Text as="p">{t.text}</Text>
        <Text as="p">{t.cart}</Text>
        <RouterLink to="/">{t.home}</RouterLink>
      </Stack>
    </main>
  );
}
