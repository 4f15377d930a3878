import { Heading, Stack } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import * as styles from './account.css.ts';

export interface AccountCardProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** The heading's look; it stays an h2 under the page's h1. */
  headingSize?: '3' | '4';
  space?: 'small' | 'medium';
  /** A section without the card's border and background (a list under the page's cards). */
  plain?: boolean;
  'data-testid'?: string;
}

/** A section of an account page (orders, subscriptions, sponsorship, the account home): a card named by its h2. */
export function AccountCard({
  id,
  title,
  children,
  headingSize = '4',
  space = 'small',
  plain = false,
  'data-testid': testId,
}: AccountCardProps) {
  return (
    <section aria-labelledby={id} className={plain ? undefined : styles.card} data-testid={testId}>
      <Stack space={space}>
        <Heading level={2} size={headingSize} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
