import { Link, Text } from '@gamelle/design-system';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { toPublicPath, useLocale, useMessages, type Locale } from '../shared/index.ts';
import { accountAreaMessages } from './account-area-messages.ts';
import { customerQuery } from './queries.ts';

/**
 * The home page's greeting of a returning customer (issue 13): « Bonjour Léa ! » and the way to the account. Only a
 * logged-in visitor's page loads it (through lazy.ts), its customer prefetched by the home route's loader so the
 * server renders it; an answer that fails (a session that just ended) shows nothing rather than an error.
 */
export function HomeGreeting({ customerId }: { customerId: number }) {
  const t = useMessages(accountAreaMessages);
  const locale = useLocale();
  const { data: customer } = useQuery(customerQuery(locale, customerId));
  if (!customer) return null;
  return (
    <Text as="p">
      <strong>{t.hello(customer.firstName)}</strong>{' '}
      <Link href={toPublicPath('/mon-compte/', locale)} weight="strong">
        {t.homeGreetingLink}
      </Link>
    </Text>
  );
}

/** The home route's loader, for a logged-in visitor: the customer's first name, before the server renders. */
export function prefetchHomeGreeting(queryClient: QueryClient, locale: Locale, customerId: number): Promise<void> {
  return queryClient.prefetchQuery(customerQuery(locale, customerId));
}
