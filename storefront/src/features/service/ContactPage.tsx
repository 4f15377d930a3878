import { Alert, Button, Heading, Link, Stack, Text } from '@gamelle/design-system';
import type { ContactRequestAnswer } from '@gamelle/contract/service/contact-request';
import { useEffect, useRef, useState } from 'react';
import { deferredForm, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { contactMessages } from './contact-messages.ts';
import * as styles from './contact.css.ts';

// The form (react-hook-form, its schemas and fields) hydrates from its own chunk, after the page's first paint:
// server-rendered in place, what is typed meanwhile kept, a submit held until it is live (deferredForm).
const { Form: ContactForm, preload: preloadContactForm } = deferredForm(() =>
  import('./ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);
export { preloadContactForm };

export interface ContactPageProps {
  /** A logged-in customer writes as their account and may name one of their orders; a visitor gives name and e-mail. */
  loggedIn: boolean;
}

/**
 * The contact page (spec §2 `/nous-contacter/`, `/nl/contact-ons/`; issue 17): subject, the customer's order, product,
 * message and one attachment, checked in the browser ('file too large', 'unsupported file type') and again by the
 * server on the file's bytes; the customer-service hours beside the form. Sent, the page says so and moves focus there.
 */
export function ContactPage({ loggedIn }: ContactPageProps) {
  const t = useMessages(contactMessages);
  const locale = useLocale();
  const [sent, setSent] = useState<ContactRequestAnswer | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <main id="main" className="page">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{t.title}</Heading>
          <Text tone="secondary">{t.intro}</Text>
          <Text tone="secondary">
            {t.faqHint} <Link href={toPublicPath('/faq/', locale)}>{t.faqLink}</Link>.
          </Text>
        </Stack>
        <div className={styles.layout}>
          <section aria-labelledby="contact-form-title" className={styles.card}>
            {sent ? (
              <div ref={confirmation} tabIndex={-1} className={styles.confirmation} data-testid="contact-sent">
                <Stack space="medium">
                  <Heading level={2} size="3" id="contact-form-title">
                    {t.sentTitle}
                  </Heading>
                  <Alert tone="positive">{t.sent(sent.reference, sent.email)}</Alert>
                  <div>
                    <Button variant="secondary" onClick={() => setSent(null)}>
                      {t.another}
                    </Button>
                  </div>
                </Stack>
              </div>
            ) : (
              <ContactForm loggedIn={loggedIn} onSent={setSent} />
            )}
          </section>
          <aside aria-labelledby="contact-hours-title" className={styles.card}>
            <Stack space="small">
              <Heading level={2} size="4" id="contact-hours-title">
                {t.hoursTitle}
              </Heading>
              <div data-testid="customer-service-hours">
                <Text weight="strong">{t.hours}</Text>
              </div>
              <Text tone="secondary">{t.hoursNote}</Text>
            </Stack>
          </aside>
        </div>
      </Stack>
    </main>
  );
}
