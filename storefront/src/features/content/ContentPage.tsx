import type { Page } from '@gamelle/contract/content/page';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { buttonClassName } from '@gamelle/design-system';
import { ContentLink, isPlainClick, LazyMarkdown as Markdown, useIsBuiltLink, useMessages } from '../shared/index.ts';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { contentMessages } from './messages.ts';
import { modalPageOf } from './modal-link.ts';
import * as styles from './content-page.css.ts';

/** The markdown modal's code, fetched on the first link that opens one (most pages have none). */
const ContentModal = lazy(() => import('./ContentModal.tsx'));

/**
 * A static page (legal texts, delivery…) or a landing page: its title and markdown body. A page with a picture shows
 * it under the title, beside the offer's terms when the page presents one (the subscription's, from the contract's
 * constants); its calls to action follow the text. A link of the body to another static page ending with `#modal`
 * opens that page in the markdown modal (spec §2) instead of leaving.
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
      if (!isPlainClick(event)) return;
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
      <PageHero page={page} />
      {page.attributes.body ? <Markdown source={page.attributes.body} headingOffset={1} /> : null}
      <PageActions page={page} />
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

interface PageImage {
  url: string;
  hash?: string;
  alternativeText: string | null;
}

function isPageImage(value: unknown): value is PageImage {
  return typeof value === 'object' && value !== null && typeof (value as PageImage).url === 'string';
}

/** The page's picture and, for an offer's page, its terms said plainly beside it. */
function PageHero({ page }: { page: Page }) {
  const image = isPageImage(page.attributes.image) ? page.attributes.image : undefined;
  const offer = page.attributes.offer === 'subscription';
  if (!image && !offer) return null;
  return (
    <div className={styles.hero}>
      {image ? (
        <img
          className={styles.picture}
          src={`${image.url}${image.hash ? `?v=${image.hash}` : ''}`}
          alt={image.alternativeText ?? ''}
          width={600}
          height={400}
        />
      ) : null}
      {offer ? <SubscriptionTerms /> : null}
    </div>
  );
}

/** Spec §4's subscription rules, from the contract's constants: the discount, the commitment, what follows. */
function SubscriptionTerms() {
  const t = useMessages(contentMessages);
  return (
    <section aria-labelledby="subscription-terms" className={styles.terms} data-testid="subscription-terms">
      <h2 id="subscription-terms" className={styles.termsTitle}>
        {t.subscriptionTermsTitle}
      </h2>
      <ul>
        <li>{t.subscriptionDiscount(SUBSCRIPTION.discountPercent)}</li>
        <li>{t.subscriptionMinimum(SUBSCRIPTION.minimumDeliveries)}</li>
        <li>{t.subscriptionAfter(SUBSCRIPTION.editCutOffDays)}</li>
      </ul>
    </section>
  );
}

/** The page's calls to action: the first one the main button, the others secondary; unbuilt routes left out. */
function PageActions({ page }: { page: Page }) {
  const isBuilt = useIsBuiltLink();
  const raw: unknown = page.attributes.actions;
  const actions = Array.isArray(raw)
    ? raw.filter(
        (action): action is { label: string; url: string } =>
          typeof (action as { label?: unknown }).label === 'string' &&
          typeof (action as { url?: unknown }).url === 'string' &&
          isBuilt((action as { url: string }).url),
      )
    : [];
  if (!actions.length) return null;
  return (
    <ul className={styles.actions} data-testid="page-actions">
      {actions.map((action, index) => (
        <li key={action.url}>
          <ContentLink url={action.url} className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}>
            {action.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
