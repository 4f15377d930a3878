import { Accordion, AccordionItem, Box, Button, Heading, Inline, Stack, Text, TextField } from '@gamelle/design-system';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { contentQueries } from '../content/index.ts';
import { searchQueries } from '../search/index.ts';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { entryById, faqHits, faqPageJsonLd, type FaqAttributes, type FaqEntry } from './faq-data.ts';
import { faqMessages } from './messages.ts';

/**
 * The FAQ (`/faq/{faqQuery?}/`): a search whose words are in the path (`/faq/livraison/`), answered by the server's
 * typo-tolerant search; an entry's id in the path (the site search's links) opens that question; every theme's
 * questions in accordions below; FAQPage structured data of the questions shown.
 */
export function FaqPage({ faqQuery }: { faqQuery: string | undefined }) {
  const t = useMessages(faqMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const { data: page } = useSuspenseQuery(contentQueries.page<FaqAttributes>('faq', locale));
  const themes = page.attributes.themes;
  const linked = faqQuery ? entryById(themes, faqQuery) : undefined;
  const q = faqQuery && !linked ? faqQuery : '';
  const search = useQuery({ ...searchQueries.results(q, locale), enabled: Boolean(q) });
  const hits = q && search.data ? faqHits(search.data, themes, locale) : null;
  const shown: FaqEntry[] = hits ?? themes.flatMap((theme) => theme.entries);

  return (
    <main id="main" className="page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqPageJsonLd(shown)).replace(/</g, '\\u003c') }}
      />
      <Stack space="large">
        <Heading level={1}>{page.attributes.title}</Heading>
        <form
          method="get"
          action={toPublicPath('/faq/', locale)}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            void navigate(
              typed
                ? { to: '/faq/{-$faqQuery}/', params: { faqQuery: typed } }
                : { to: '/faq/{-$faqQuery}/', params: {} },
            );
          }}
        >
          <Inline space="small" alignY="bottom">
            <Box flexGrow={1}>
              <TextField
                id={`${id}-q`}
                name="q"
                type="search"
                label={t.searchLabel}
                description={t.searchHint}
                defaultValue={q}
                key={q}
              />
            </Box>
            <Button type="submit">{t.search}</Button>
          </Inline>
        </form>

        {q ? (
          <Stack space="medium" as="section">
            <div aria-live="polite">
              {hits ? (
                <Heading level={2} size="3">
                  <span data-testid="faq-results">{t.resultsFor(q, hits.length)}</span>
                </Heading>
              ) : null}
            </div>
            {hits && hits.length === 0 ? <Text as="p">{t.noneHint}</Text> : null}
            {hits && hits.length > 0 ? (
              <Accordion type="multiple" headingLevel={3} defaultValue={hits.slice(0, 1).map((e) => e.id)}>
                {hits.map((entry) => (
                  <AccordionItem key={entry.id} value={entry.id} title={entry.question}>
                    <Text as="p">{entry.answer}</Text>
                  </AccordionItem>
                ))}
              </Accordion>
            ) : null}
            <RouterLink to="/faq/{-$faqQuery}/" params={{}}>
              {t.clear}
            </RouterLink>
          </Stack>
        ) : null}

        {!q || (hits && hits.length === 0) ? (
          <Stack space="large">
            {q ? (
              <Heading level={2} size="3">
                {t.themes}
              </Heading>
            ) : null}
            {themes.map((theme) => (
              <Stack key={theme.key} space="small" as="section">
                <Heading level={q ? 3 : 2} size="4">
                  {theme.name}
                </Heading>
                <Accordion
                  type="multiple"
                  headingLevel={q ? 4 : 3}
                  defaultValue={linked && theme.entries.includes(linked) ? [linked.id] : []}
                >
                  {theme.entries.map((entry) => (
                    <AccordionItem key={entry.id} value={entry.id} title={entry.question}>
                      <Text as="p">{entry.answer}</Text>
                    </AccordionItem>
                  ))}
                </Accordion>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </main>
  );
}
