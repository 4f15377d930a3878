// Loaded on the first click of a content link to a modal (ContentPage): the markdown modal of spec §2 showing another
// static page (the general terms from a landing page, say) without leaving the page the visitor reads.
import { Alert, Dialog, Stack, Text } from '@gamelle/design-system';
import { useQuery } from '@tanstack/react-query';
import { LazyMarkdown, useMessages, type Locale } from '../shared/index.ts';
import { contentMessages } from './messages.ts';
import { contentQueries } from './queries.ts';

export default function ContentModal({
  pageKey,
  locale,
  opener,
  onClose,
}: {
  pageKey: string;
  locale: Locale;
  /** The link that opened it, which gets the focus back (the dialog has no trigger of its own). */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useMessages(contentMessages);
  const page = useQuery(contentQueries.page(pageKey, locale));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        aria-describedby={undefined}
        data-testid="content-modal"
        lang={locale}
        onCloseAutoFocus={(event) => {
          // Radix would focus the dialog's trigger, and there is none: back to the link instead.
          event.preventDefault();
          opener?.focus();
        }}
      >
        <Stack space="medium">
          <Dialog.Title>{page.data?.attributes.title ?? t.modalLoading}</Dialog.Title>
          {page.isError ? <Alert tone="critical">{t.modalError}</Alert> : null}
          {page.data?.attributes.body ? (
            // The title is the dialog's h2: the page's sections (## in its markdown) come under it as h3.
            <Text as="div">
              <LazyMarkdown source={page.data.attributes.body} headingOffset={1} />
            </Text>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
