import { Link, useLocation } from '@tanstack/react-router';
import { useLocale, useMessages, animalCategorySlugs } from '../shared/index.ts';
import { errorMessages } from './error-messages.ts';

/** 'Page non trouvée' with the ways back into the shop: the dog and cat categories (spec §2, §8). */
export function NotFoundPage() {
  const t = useMessages(errorMessages);
  const locale = useLocale();
  const path = useLocation({ select: (l) => l.publicHref.split(/[?#]/)[0] ?? '/' });
  const slugs = animalCategorySlugs[locale];
  return (
    <main id="main" className="page page--narrow error-page">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText(path)}</p>
      <p>{t.notFoundHint}</p>
      <ul className="error-page__links">
        <li>
          <Link to="/$/" params={{ _splat: slugs.dog }} className="button">
            {t.dogLink}
          </Link>
        </li>
        <li>
          <Link to="/$/" params={{ _splat: slugs.cat }} className="button">
            {t.catLink}
          </Link>
        </li>
        <li>
          <Link to="/">{t.homeLink}</Link>
        </li>
      </ul>
    </main>
  );
}
