import type { Locale } from '@gamelle/contract';
import type { OrderAddress, PaymentMethodCode } from '@gamelle/contract/checkout/schema';
import type { OrderRow } from '../cart/repository.ts';
import { cartLines } from '../cart/repository.ts';
import { paymentMethodCopy, trackingUrl } from '../checkout/methods.ts';
import type { OrderTotals } from '../checkout/service.ts';
import type { MailMessage } from '../shared/mail/mailer.ts';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import { formatEuros } from '../shared/mail/money.ts';
import type { Services } from '../shared/services.ts';
import { seller, sellerAddressLine } from './seller.ts';

export type OrderMailKind =
  'confirmation' | 'awaiting_payment' | 'payment_received' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

const copy = {
  fr: {
    greeting: (n: string) => `Bonjour ${n},`.replace(' ,', ','),
    signature: "L'équipe Gamelle",
    subject: {
      confirmation: (n: string) => `Confirmation de votre commande ${n}`,
      awaiting_payment: (n: string) => `Votre commande ${n} attend votre paiement`,
      payment_received: (n: string) => `Paiement reçu pour votre commande ${n}`,
      shipped: (n: string) => `Votre commande ${n} est en route`,
      delivered: (n: string) => `Votre commande ${n} a été livrée`,
      cancelled: (n: string) => `Votre commande ${n} est annulée`,
      refunded: (n: string) => `Votre commande ${n} a été remboursée`,
    },
    intro: {
      confirmation: 'Merci pour votre commande ! Elle est confirmée et nous la préparons.',
      awaiting_payment: 'Merci pour votre commande ! Elle partira dès réception de votre paiement.',
      payment_received: 'Nous avons bien reçu votre paiement : votre commande est confirmée et nous la préparons.',
      shipped: 'Bonne nouvelle : votre commande a été expédiée.',
      delivered: 'Votre commande a été livrée. Bon appétit à vos compagnons !',
      cancelled: 'Votre commande a été annulée. Si vous l’aviez payée, le remboursement suit.',
      refunded: 'Votre commande a été remboursée sur votre moyen de paiement.',
    },
    transfer: 'Virement à effectuer',
    cheque: 'Chèque à envoyer',
    payee: 'Bénéficiaire',
    reference: 'Référence à indiquer',
    amount: 'Montant',
    chequeTo: (a: string) => `À l’ordre de ${seller.name}, à envoyer à : ${a}`,
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    follow: 'Suivre le colis',
    lines: 'Votre commande',
    totals: {
      itemsSubtotal: 'Sous-total',
      subscriptionDiscountTotal: 'Remise abonnement',
      orderPromotionTotal: 'Réduction (code promo)',
      shippingTotal: 'Frais de livraison',
      paymentFeeTotal: 'Frais de service',
      taxExcludedTotal: 'Total HT',
      taxTotal: 'dont TVA',
      total: 'Total TTC',
    },
    payment: 'Paiement',
    viewOrder: 'Votre commande en ligne',
    delivery: 'Livraison',
    free: 'Offerts',
  },
  nl: {
    greeting: (n: string) => `Hallo ${n},`.replace(' ,', ','),
    signature: 'Het Gamelle-team',
    subject: {
      confirmation: (n: string) => `Bevestiging van uw bestelling ${n}`,
      awaiting_payment: (n: string) => `Uw bestelling ${n} wacht op uw betaling`,
      payment_received: (n: string) => `Betaling ontvangen voor uw bestelling ${n}`,
      shipped: (n: string) => `Uw bestelling ${n} is onderweg`,
      delivered: (n: string) => `Uw bestelling ${n} is geleverd`,
      cancelled: (n: string) => `Uw bestelling ${n} is geannuleerd`,
      refunded: (n: string) => `Uw bestelling ${n} is terugbetaald`,
    },
    intro: {
      confirmation: 'Bedankt voor uw bestelling! Ze is bevestigd en we maken ze klaar.',
      awaiting_payment: 'Bedankt voor uw bestelling! Ze vertrekt zodra uw betaling binnen is.',
      payment_received: 'We hebben uw betaling ontvangen: uw bestelling is bevestigd en we maken ze klaar.',
      shipped: 'Goed nieuws: uw bestelling is verzonden.',
      delivered: 'Uw bestelling is geleverd. Smakelijk voor uw huisdieren!',
      cancelled: 'Uw bestelling is geannuleerd. Had u al betaald, dan volgt de terugbetaling.',
      refunded: 'Uw bestelling is terugbetaald op uw betaalmiddel.',
    },
    transfer: 'Uit te voeren overschrijving',
    cheque: 'Op te sturen cheque',
    payee: 'Begunstigde',
    reference: 'Te vermelden referentie',
    amount: 'Bedrag',
    chequeTo: (a: string) => `Op naam van ${seller.name}, op te sturen naar: ${a}`,
    carrier: 'Vervoerder',
    tracking: 'Trackingnummer',
    follow: 'Pakje volgen',
    lines: 'Uw bestelling',
    totals: {
      itemsSubtotal: 'Subtotaal',
      subscriptionDiscountTotal: 'Abonnementskorting',
      orderPromotionTotal: 'Korting (promotiecode)',
      shippingTotal: 'Verzendkosten',
      paymentFeeTotal: 'Servicekosten',
      taxExcludedTotal: 'Totaal excl. btw',
      taxTotal: 'waarvan btw',
      total: 'Totaal incl. btw',
    },
    payment: 'Betaling',
    viewOrder: 'Uw bestelling online',
    delivery: 'Levering',
    free: 'Gratis',
  },
} as const;

export function orderLanguage(order: Pick<OrderRow, 'locale_code'>): Locale {
  return order.locale_code.startsWith('nl') ? 'nl' : 'fr';
}

/** Renders and sends one of the order's e-mails in the order's language, with its lines and every totals line. */
export async function sendOrderMail(
  services: Services,
  order: OrderRow,
  kind: OrderMailKind,
  extra: { carrier?: string | null; tracking?: string | null } = {},
): Promise<MailMessage | null> {
  const language = orderLanguage(order);
  const t = copy[language];
  const email =
    order.email ??
    (order.customer_id
      ? (
          await services.db
            .selectFrom('customers')
            .select('email')
            .where('id', '=', order.customer_id)
            .executeTakeFirst()
        )?.email
      : undefined);
  if (!email) return null;
  const billing = order.billing_address ? (JSON.parse(order.billing_address) as OrderAddress) : null;
  const totals = JSON.parse(order.totals ?? '{}') as OrderTotals;
  const lines = await cartLines(services.db, order.id);
  const payment = await services.db
    .selectFrom('payments')
    .select(['method_code'])
    .where('order_id', '=', order.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const method = (payment?.method_code ?? 'free') as PaymentMethodCode;
  const number = order.number ?? '';
  // "Montant : 45,90 €" in French (a no-break space before the colon), "Bedrag: € 45,90" in Dutch.
  const field = (label: string, value: string) =>
    language === 'nl' ? `${label}: ${value}` : `${label}\u00a0: ${value}`;
  const text: string[] = [t.greeting(billing?.firstName ?? ''), '', t.intro[kind], ''];
  if (kind === 'awaiting_payment' && method === 'bank_transfer')
    text.push(
      t.transfer,
      field(t.payee, seller.name),
      field('IBAN', seller.iban),
      field('BIC', seller.bic),
      field(t.reference, number),
      field(t.amount, formatEuros(totals.total, language)),
      '',
    );
  if (kind === 'awaiting_payment' && method === 'cheque')
    text.push(
      t.cheque,
      t.chequeTo(sellerAddressLine()),
      field(t.reference, number),
      field(t.amount, formatEuros(totals.total, language)),
      '',
    );
  if (kind === 'shipped' && extra.carrier && extra.tracking) {
    text.push(field(t.carrier, extra.carrier), field(t.tracking, extra.tracking));
    const url = trackingUrl(extra.carrier, extra.tracking);
    if (url) text.push(field(t.follow, url));
    text.push('');
  }
  text.push(`${t.lines} ${number}`);
  for (const line of lines) {
    const name = language === 'nl' ? line.variant?.nameNl : line.variant?.nameFr;
    const variant = language === 'nl' ? line.variant?.variantNl : line.variant?.variantFr;
    text.push(
      field(
        `- ${name ?? line.variant_code} (${variant ?? ''}) × ${line.quantity}`,
        formatEuros(line.unit_price * line.quantity, language),
      ),
    );
  }
  text.push('');
  for (const key of Object.keys(t.totals) as (keyof typeof t.totals)[]) {
    const value = totals[key] ?? 0;
    if ((key === 'subscriptionDiscountTotal' || key === 'orderPromotionTotal') && value === 0) continue;
    const shown =
      key === 'subscriptionDiscountTotal' || key === 'orderPromotionTotal'
        ? `-${formatEuros(value, language)}`
        : key === 'shippingTotal' && value === 0
          ? t.free
          : formatEuros(value, language);
    text.push(field(t.totals[key], shown));
  }
  text.push(field(t.payment, paymentMethodCopy[method][language].name));
  // The order's page in the account (status, tracking, invoice, cancelling): the e-mails named the order but linked
  // nowhere. The token, as the confirmation page's « See my order » link.
  const orderUrl = `${services.config.publicUrl}${sitePath('order', language, { order: order.token_value })}`;
  text.push('', field(t.viewOrder, orderUrl), '', t.signature);
  const body = text.join('\n');
  const html = `<!doctype html><html lang="${language}"><body>${body
    .split('\n\n')
    .map((p) => `<p>${linked(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
    .join('\n')}</body></html>`;
  const message: MailMessage = { to: email, subject: t.subject[kind](number), text: body, html, language };
  await services.mailer.send(message);
  return message;
}

/** The order's and the parcel's addresses as links in the HTML part (escaped already: `&` is `&#38;`, valid in href). */
function linked(html: string): string {
  return html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
