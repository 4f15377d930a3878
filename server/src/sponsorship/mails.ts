// The sponsorship e-mails, FR and NL: the invitation a sponsor sends a friend (with the personal link), and the
// sponsor's credit once the friend's first order has shipped.
import { languageTag } from '@gamelle/contract/shared/locales';
import type { MailMessage } from '../shared/mail/mailer.ts';
import { formatEuros } from '../shared/mail/money.ts';

type Language = 'fr' | 'nl';

const copy = {
  fr: {
    inviteSubject: (sponsor: string, amount: string) => `${sponsor} vous offre ${amount} chez Gamelle`,
    inviteIntro: (sponsor: string) =>
      `${sponsor} nourrit ses animaux avec Gamelle, des croquettes et pâtées fabriquées en France, et vous invite à essayer.`,
    inviteOffer: (amount: string, code: string) =>
      `Créez votre compte avec ce lien (ou le code ${code}) : ${amount} de réduction vous attendent sur votre première commande.`,
    inviteIgnore: "Vous ne connaissez pas cette personne ? Ignorez ce message : vous ne recevrez rien d'autre.",
    rewardSubject: (amount: string) => `Merci ! Votre parrainage vous rapporte ${amount}`,
    rewardIntro: (friend: string) =>
      `La première commande de ${friend}, que vous avez parrainé(e), vient d'être expédiée.`,
    rewardCoupon: (amount: string, code: string, until: string) =>
      `Votre code ${code} vous offre ${amount} sur la commande de votre choix, jusqu'au ${until}. Saisissez-le dans votre panier.`,
    rewardAccount: 'Retrouvez vos parrainages dans votre compte :',
    signature: "L'équipe Gamelle",
  },
  nl: {
    inviteSubject: (sponsor: string, amount: string) => `${sponsor} geeft u ${amount} bij Gamelle`,
    inviteIntro: (sponsor: string) =>
      `${sponsor} geeft zijn of haar dieren Gamelle, brokken en natvoer gemaakt in Frankrijk, en nodigt u uit om het te proberen.`,
    inviteOffer: (amount: string, code: string) =>
      `Maak uw account aan via deze link (of met de code ${code}): u krijgt ${amount} korting op uw eerste bestelling.`,
    inviteIgnore: 'Kent u deze persoon niet? Negeer dan dit bericht: u ontvangt verder niets.',
    rewardSubject: (amount: string) => `Bedankt! Uw aangebrachte vriend levert u ${amount} op`,
    rewardIntro: (friend: string) => `De eerste bestelling van ${friend}, die u hebt aangebracht, is net verzonden.`,
    rewardCoupon: (amount: string, code: string, until: string) =>
      `Met uw code ${code} krijgt u ${amount} korting op een bestelling naar keuze, tot ${until}. Vul hem in uw winkelmand in.`,
    rewardAccount: 'Uw aangebrachte vrienden vindt u in uw account:',
    signature: 'Het Gamelle-team',
  },
} as const;

/** The friend's invitation: who sends it, what it gives, the link that carries the code to registration. */
export function sponsorInvitationMail(input: {
  to: string;
  language: Language;
  sponsorName: string;
  link: string;
  code: string;
  discountCents: number;
}): MailMessage {
  const t = copy[input.language];
  const amount = formatEuros(input.discountCents, input.language);
  return {
    to: input.to,
    language: input.language,
    ...render(input.language, t.inviteSubject(input.sponsorName, amount), [
      t.inviteIntro(input.sponsorName),
      t.inviteOffer(amount, input.code),
      { link: input.link },
      t.inviteIgnore,
      t.signature,
    ]),
  };
}

/** The sponsor's credit, once the friend's first order has shipped. */
export function sponsorRewardMail(input: {
  to: string;
  language: Language;
  friendName: string;
  couponCode: string;
  amountCents: number;
  expiresAt: string;
  accountLink: string;
}): MailMessage {
  const t = copy[input.language];
  const amount = formatEuros(input.amountCents, input.language);
  const until = new Intl.DateTimeFormat(languageTag(input.language), {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(input.expiresAt));
  return {
    to: input.to,
    language: input.language,
    ...render(input.language, t.rewardSubject(amount), [
      t.rewardIntro(input.friendName),
      t.rewardCoupon(amount, input.couponCode, until),
      t.rewardAccount,
      { link: input.accountLink },
      t.signature,
    ]),
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
