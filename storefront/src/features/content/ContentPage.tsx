import type { Page } from '@gamelle/contract/content/page';
import { LazyMarkdown as Markdown, useMessages } from '../shared/index.ts';
import { Link } from '@tanstack/react-router';
import { contentMessages } from './messages.ts';

/** A static page (legal texts, delivery…) or a landing page: its title and markdown body. */
export function ContentPage({ page, landing = false }: { page: Page; landing?: boolean }) {
  const t = useMessages(contentMessages);
  return (
    <main id="main" className={`page page--narrow${landing ? ' landing' : ''}`}>
      {landing ? (
        <p>
          <Link to="/">{t.backToShop}</Link>
        </p>
      ) : null}
      <h1>{page.attributes.title}</h1>
      {page.attributes.body ? <Markdown source={page.attributes.body} headingOffset={1} /> : null}
    </main>
  );
}
