// The subscription's e-mails (FR/NL, the customer's communication language): reminders 7 and 4 days before a
// shipment (the second says it is the last day to change), a renewal's confirmation and a refused renewal charge.
import { languageTag } from '@gamelle/contract/shared/locales';
import type { Locale } from '@gamelle/contract';
import type { OrderRow } from '../cart/repository.ts';
import type { MailMessage } from '../shared/mail/mailer.ts';
import { formatEuros } from '../shared/mail/money.ts';
import type { Services } from '../shared/services.ts';
import * as repo from './repository.ts';
import { retryDays } from './retry-days.ts';

export type SubscriptionMailKind = 'reminder7' | 'reminder4' | 'renewed' | 'payment_failed';

const dateFormat = (date: string, locale: Locale) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(languageTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });

const copy = {
  fr: {
    hello: (n: string) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    signature: "L'équipe Gamelle",
    subject: {
      reminder7: (code: string) => `Votre prochaine livraison d’abonnement ${code} approche`,
      reminder4: (code: string) => `Dernier jour pour modifier votre abonnement ${code}`,
      renewed: (code: string) => `Votre commande d’abonnement ${code} est confirmée`,
      payment_failed: (code: string) => `Le paiement de votre abonnement ${code} a échoué`,
    },
    reminder7: (date: string, last: string) =>
      `Votre prochaine commande sera expédiée le ${date}. Vous pouvez encore la modifier (produits, date, fréquence, adresse, livraison, paiement) jusqu’au ${last} inclus dans votre espace « Mes abonnements ».`,
    reminder4: (date: string) =>
      `C’est aujourd’hui le dernier jour pour modifier votre prochaine commande, expédiée le ${date}. Dès demain, elle sera en préparation et ne pourra plus être modifiée.`,
    renewed: (date: string, total: string) =>
      `Votre commande d’abonnement a été payée (${total}) et sera expédiée le ${date}.`,
    failed: (message: string, retry: string | null) =>
      `Le paiement de votre prochaine commande a été refusé (${message}). ${
        retry
          ? `Nous réessaierons le ${retry}. Pour éviter un nouvel échec, vérifiez ou changez votre carte dans « Mes abonnements ».`
          : 'Nous ne réessaierons plus automatiquement : changez votre carte dans « Mes abonnements » ou contactez le service abonnement.'
      }`,
    next: (date: string) => `Prochaine livraison : ${date}`,
  },
  nl: {
    hello: (n: string) => (n ? `Beste ${n},` : 'Beste klant,'),
    signature: 'Het Gamelle-team',
    subject: {
      reminder7: (code: string) => `Uw volgende abonnementslevering ${code} komt eraan`,
      reminder4: (code: string) => `Laatste dag om uw abonnement ${code} te wijzigen`,
      renewed: (code: string) => `Uw abonnementsbestelling ${code} is bevestigd`,
      payment_failed: (code: string) => `De betaling van uw abonnement ${code} is mislukt`,
    },
    reminder7: (date: string, last: string) =>
      `Uw volgende bestelling wordt verzonden op ${date}. U kunt ze nog wijzigen (producten, datum, frequentie, adres, levering, betaling) tot en met ${last} in uw ruimte "Mijn abonnementen".`,
    reminder4: (date: string) =>
      `Vandaag is de laatste dag om uw volgende bestelling, die op ${date} wordt verzonden, te wijzigen. Vanaf morgen wordt ze voorbereid en kan ze niet meer worden gewijzigd.`,
    renewed: (date: string, total: string) =>
      `Uw abonnementsbestelling is betaald (${total}) en wordt verzonden op ${date}.`,
    failed: (message: string, retry: string | null) =>
      `De betaling van uw volgende bestelling werd geweigerd (${message}). ${
        retry
          ? `We proberen het opnieuw op ${retry}. Controleer of wijzig uw kaart in "Mijn abonnementen" om een nieuwe mislukking te vermijden.`
          : 'We proberen het niet meer automatisch: wijzig uw kaart in "Mijn abonnementen" of neem contact op met de abonnementendienst.'
      }`,
    next: (date: string) => `Volgende levering: ${date}`,
  },
} as const;

export async function renderSubscriptionMail(
  services: Services,
  kind: SubscriptionMailKind,
  subscriptionId: number,
  order: OrderRow | null,
): Promise<MailMessage | null> {
  const sub = await repo.subscriptionById(services.db, subscriptionId);
  if (!sub) return null;
  const customer = await repo.customerOf(services.db, sub.customer_id);
  if (!customer) return null;
  const language: Locale = customer.locale_code === 'nl' ? 'nl' : 'fr';
  const t = copy[language];
  const paragraphs: string[] = [t.hello(customer.first_name ?? '')];
  if (kind === 'reminder7')
    paragraphs.push(
      t.reminder7(dateFormat(sub.next_shipping_date, language), dateFormat(sub.modification_limit_date, language)),
    );
  else if (kind === 'reminder4') paragraphs.push(t.reminder4(dateFormat(sub.next_shipping_date, language)));
  else if (kind === 'renewed' && order) {
    const totals = JSON.parse(order.totals ?? '{}') as { total?: number };
    paragraphs.push(
      `${order.number ?? ''}`,
      t.renewed(dateFormat(order.subscription_shipping_date ?? '', language), formatEuros(totals.total ?? 0, language)),
      t.next(dateFormat(sub.next_shipping_date, language)),
    );
  } else if (kind === 'payment_failed' && order) {
    const payments = await repo.paymentsOf(services.db, order.id);
    const failed = payments.filter((p) => p.state === 'failed');
    const bank = failed.at(-1)?.bank_response
      ? (JSON.parse(failed.at(-1)!.bank_response!) as { message: string })
      : null;
    const wait = retryDays[failed.length - 1];
    paragraphs.push(
      `${order.number ?? ''}`,
      t.failed(
        bank?.message ?? '—',
        sub.next_retry_date && wait !== undefined ? dateFormat(sub.next_retry_date, language) : null,
      ),
    );
  } else return null;
  paragraphs.push(t.signature);
  const text = paragraphs.join('\n\n');
  return {
    to: customer.email,
    subject: t.subject[kind](sub.code),
    text,
    html: `<!doctype html><html lang="${language}"><body>${paragraphs
      .map((p) => `<p>${p.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p>`)
      .join('\n')}</body></html>`,
    language,
  };
}
