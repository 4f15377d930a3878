import { buttonClassName, Heading, Inline, Stack, Text } from '@gamelle/design-system';
import { Link, useLocation } from '@tanstack/react-router';
import { useLocale, useMessages, animalCategorySlugs } from '../shared/index.ts';
import { errorMessages } from './error-messages.ts';

/**
 * 'Page non trouvée' and the path asked for, in the page's language (spec §8), with the ways back into the shop:
 * the dog and cat categories (spec §2).
 */
export function NotFoundPage() {
  const t = useMessages(errorMessages);
  const locale = useLocale();
  const path = useLocation({ select: (l) => l.publicHref.split(/[?#]/)[0] ?? '/' });
  const slugs = animalCategorySlugs[locale];
  return (
    <main id="main" className="page page--narrow">
      <Stack space="large">
        <Heading level={1}>{t.notFoundTitle}</Heading>
        <Text as="p">{t.notFoundText(path)}</Text>
        <Text as="p">{t.notFoundHint}</Text>
        <Inline as="ul" space="small">
          <Link to="/$/" params={{ _splat: slugs.dog }} className={buttonClassName()}>
            {t.dogLink}
          </Link>
          <Link to="/$/" params={{ _splat: slugs.cat }} className={buttonClassName()}>
            {t.catLink}
          </Link>
          <Link to="/" className={buttonClassName({ variant: 'ghost' })}>
            {t.homeLink}
          </Link>
        </Inline>
      </Stack>
    </main>
  );
}
