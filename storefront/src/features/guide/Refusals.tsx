import { Alert, Stack, Text } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import { sitePath, useIsBuiltLink, useLocale, useMessages } from '../shared/index.ts';
import { guideMessages } from './messages.ts';

/**
 * The pet checks of spec §8 that refused a recommendation or a menu: the server's own messages, in the page's
 * language, in a live alert, then the ways out (change the profile or the selection; customer service when the
 * guide cannot help at all).
 */
export function Refusals({
  title,
  messages,
  actions,
  contact,
}: {
  title: string;
  messages: readonly string[];
  actions?: ReactNode;
  /** Offer customer service (technical error, no recipes, not eligible). */
  contact?: boolean;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const built = useIsBuiltLink();
  const contactPath = sitePath('contact', locale);
  return (
    <Stack space="medium">
      <div data-testid="guide-refusals">
        <Alert tone="caution" title={title}>
          <Stack space="xsmall">
            {[...new Set(messages.length ? messages : [t.genericError])].map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Stack>
        </Alert>
      </div>
      {actions}
      {contact && built(contactPath) ? <a href={contactPath}>{t.contactService}</a> : null}
    </Stack>
  );
}
