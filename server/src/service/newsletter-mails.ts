// The newsletter's e-mails, FR and NL: the double opt-in link, then the welcome with the first-order coupon. Both
// carry the unsubscribe link in the body and as List-Unsubscribe (one click, RFC 8058), as every newsletter e-mail.
import { languageTag } from '@gamelle/contract/shared/locales';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import type { MailMessage } from '../shared/mail/mailer.ts';
import { formatEuros } from '../shared/mail/money.ts';

type Language = 'fr' | 'nl';

const copy = {
  fr: {
    confirmSubject: 'Confirmez votre inscription à la newsletter Gamelle',
    confirmIntro: 'Merci de votre intérêt pour la newsletter Gamelle !',
    confirmBody: (amount: string, days: number) =>
      `Confirmez votre adresse pour recevoir nos conseils et ${amount} de réduction sur votre première commande. Ce lien est valable ${days} jours :`,
    confirmIgnore: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message : vous ne recevrez rien.",
    welcomeSubject: (amount: string) => `Bienvenue ! Voici vos ${amount} de réduction`,
    welcomeIntro: 'Votre inscription à la newsletter Gamelle est confirmée.',
    welcomeCoupon: (amount: string, code: string, until: string) =>
      `Votre code ${code} vous offre ${amount} sur votre première commande, jusqu'au ${until}. Saisissez-le dans votre panier.`,
    welcomeNoCoupon: 'Vous avez déjà reçu votre code de bienvenue : il reste valable sur une première commande.',
    shop: 'Découvrir la boutique :',
    unsubscribe: 'Se désinscrire de la newsletter :',
    signature: "L'équipe Gamelle",
  },
  nl: {
    confirmSubject: 'Bevestig uw inschrijving op de nieuwsbrief van Gamelle',
    confirmIntro: 'Bedankt voor uw interesse in de nieuwsbrief van Gamelle!',
    confirmBody: (amount: string, days: number) =>
      `Bevestig uw e-mailadres om onze tips en ${amount} korting op uw eerste bestelling te ontvangen. Deze link is ${days} dagen geldig:`,
    confirmIgnore: 'Hebt u zich niet ingeschreven? Negeer dan dit bericht: u ontvangt niets.',
    welcomeSubject: (amount: string) => `Welkom! Hier is uw korting van ${amount}`,
    welcomeIntro: 'Uw inschrijving op de nieuwsbrief van Gamelle is bevestigd.',
    welcomeCoupon: (amount: string, code: string, until: string) =>
      `Met uw code ${code} krijgt u ${amount} korting op uw eerste bestelling, tot ${until}. Vul hem in uw winkelmand in.`,
    welcomeNoCoupon: 'U hebt uw welkomstcode al ontvangen: hij blijft geldig voor een eerste bestelling.',
    shop: 'Ontdek de winkel:',
    unsubscribe: 'Uitschrijven voor de nieuwsbrief:',
    signature: 'Het Gamelle-team',
  },
} as const;

interface Common {
  to: string;
  language: Language;
  publicUrl: string;
  unsubscribeToken: string;
}

function unsubscribeLinks(input: Common) {
  const page = `${input.publicUrl}${sitePath('newsletterUnsubscribe', input.language, { token: input.unsubscribeToken })}`;
  const oneClick = `${input.publicUrl}/api/v2/shop/newsletter-subscriptions/unsubscriptions/${input.unsubscribeToken}`;
  return {
    page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function render(language: Language, subject: string, paragraphs: (string | { link: string })[]) {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
    )
    .join('\n');
  return { subject, text, html: `<!doctype html><html lang="${language}"><body>\n${body}\n</body></html>` };
}

/** The double opt-in e-mail: nothing is sent to this address again unless its owner clicks. */
export function newsletterConfirmationMail(
  input: Common & { confirmationToken: string; discountCents: number; validDays: number },
): MailMessage {
  const t = copy[input.language];
  const link = `${input.publicUrl}${sitePath('newsletterConfirmation', input.language, { token: input.confirmationToken })}`;
  const unsubscribe = unsubscribeLinks(input);
  const amount = formatEuros(input.discountCents, input.language);
  return {
    to: input.to,
    language: input.language,
    headers: unsubscribe.headers,
    ...render(input.language, t.confirmSubject, [
      t.confirmIntro,
      t.confirmBody(amount, input.validDays),
      { link },
      t.confirmIgnore,
      t.unsubscribe,
      { link: unsubscribe.page },
      t.signature,
    ]),
  };
}

/** After confirming: the coupon (or a reminder that it was already given), the shop, and the way out. */
export function newsletterWelcomeMail(
  input: Common & { couponCode: string | null; discountCents: number; couponExpiresAt: string | null },
): MailMessage {
  const t = copy[input.language];
  const amount = formatEuros(input.discountCents, input.language);
  const unsubscribe = unsubscribeLinks(input);
  const until = input.couponExpiresAt
    ? new Intl.DateTimeFormat(languageTag(input.language), {
        dateStyle: 'long',
        timeZone: 'Europe/Paris',
      }).format(new Date(input.couponExpiresAt))
    : '';
  return {
    to: input.to,
    language: input.language,
    headers: unsubscribe.headers,
    ...render(input.language, t.welcomeSubject(amount), [
      t.welcomeIntro,
      input.couponCode ? t.welcomeCoupon(amount, input.couponCode, until) : t.welcomeNoCoupon,
      t.shop,
      { link: `${input.publicUrl}${sitePath('home', input.language)}` },
      t.unsubscribe,
      { link: unsubscribe.page },
      t.signature,
    ]),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
