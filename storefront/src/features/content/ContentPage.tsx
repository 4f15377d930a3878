import type { Page } from '@gamelle/contract/content/page';
import { LazyMarkdown as Markdown, useMessages } from '../shared/index.ts';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { contentMessages } from './messages.ts';
import { modalPageOf } from './modal-link.ts';

/** The markdown modal's code, fetched on the first link that opens one (most pages have none). */
const ContentModal = lazy(() => import('./ContentModal.tsx'));

/**
 * A static page (legal texts, delivery…) or a landing page: its title and markdown body. A link of the body to
 * another static page ending with `#modal` opens that page in the markdown modal (spec §2) instead of leaving.
 */
export function ContentPage({ page, landing = false }: { page: Page; landing?: boolean }) {
  const t = useMessages(contentMessages);
  const [modal, setModal] = useState<ReturnType<typeof modalPageOf>>(null);
  const main = useRef<HTMLElement>(null);
  /** The link that opened the modal: focus goes back to it on closing (the dialog has no trigger of its own). */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // The body's links are the Markdown's HTML: one listener on the page reads which one was followed (a click, or
    // Enter on a focused link, which the browser turns into a click).
    const element = main.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      // A new tab or window (modifier keys, middle button) gets the page itself, as without JavaScript.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const target = link ? modalPageOf(link.getAttribute('href') ?? '') : null;
      if (!target) return;
      event.preventDefault();
      opener.current = link as HTMLElement;
      setModal(target);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, []);
  return (
    <main id="main" className={`page page--narrow${landing ? ' landing' : ''}`} ref={main}>
      {landing ? (
        <p>
          <Link to="/">{t.backToShop}</Link>
        </p>
      ) : null}
      <h1>{page.attributes.title}</h1>
      {page.attributes.body ? <Markdown source={page.attributes.body} headingOffset={1} /> : null}
      {modal ? (
        <Suspense fallback={null}>
          <ContentModal
            pageKey={modal.key}
            locale={modal.locale}
            opener={opener.current}
            onClose={() => setModal(null)}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
