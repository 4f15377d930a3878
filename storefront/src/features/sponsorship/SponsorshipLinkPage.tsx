import { Alert, buttonClassName, Heading, Stack, Text } from '@gamelle/design-system';
import { SPONSORSHIP_COOKIE, SPONSORSHIP_COOKIE_DAYS } from '@gamelle/contract/sponsorship/cookie';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFormatMoney, useLocale, useMessages } from '../shared/index.ts';
import { accountCard } from '../customer/index.ts';
import { sponsorshipMessages } from './messages.ts';
import { sponsorshipCodeQuery } from './queries.ts';
import * as styles from './sponsorship.css.ts';

/**
 * The page a sponsor's personal link opens (`/parrainage/{code}/`, issue 16): who offers what, and the way to create
 * an account. The code waits in a cookie for 30 days, so the friend may browse first; the registration form reads
 * it and sends it with the account.
 */
export function SponsorshipLinkPage({ code }: { code: string }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const { data, isError, isPending } = useQuery(sponsorshipCodeQuery(locale, code));

  useEffect(() => {
    if (data)
      document.cookie = `${SPONSORSHIP_COOKIE}=${encodeURIComponent(data.code)}; Path=/; Max-Age=${SPONSORSHIP_COOKIE_DAYS * 86_400}; SameSite=Lax`;
  }, [data]);

  if (isError)
    return (
      <Stack space="medium">
        <Heading level={1}>{t.linkUnknownTitle}</Heading>
        <Alert tone="caution">{t.linkUnknown}</Alert>
        <div>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t.linkShop}
          </Link>
        </div>
      </Stack>
    );
  if (isPending) return <div aria-busy="true" />;
  const amount = money(data.friendDiscountCents);
  return (
    <div className={accountCard} data-testid="sponsorship-link-page">
      <Stack space="medium">
        <Heading level={1}>{t.linkTitle(data.sponsorFirstName, amount)}</Heading>
        <Text>{t.linkIntro(amount)}</Text>
        <Text tone="secondary">{t.linkCode(data.code)}</Text>
        <div className={styles.row}>
          <Link to="/connexion/" className={buttonClassName()}>
            {t.linkCreate}
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t.linkShop}
          </Link>
        </div>
      </Stack>
    </div>
  );
}
