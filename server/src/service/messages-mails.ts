// Customer service's e-mails: the message forwarded to the service's mailbox (French, the team's language, with the
// attachment and the customer as Reply-To), the acknowledgement to the customer and an operator's answer, both in
// the language the customer wrote in. Belgian customer-service hours (spec §9) are said in the acknowledgement.
import {
  contactSubjectLabels,
  serviceMessageReference,
  type ContactSubject,
} from '@gamelle/contract/service/contact-subjects';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import type { MailMessage } from '../shared/mail/mailer.ts';

type Language = 'fr' | 'nl';

const copy = {
  fr: {
    ackSubject: (reference: string) => `Nous avons bien reçu votre message (${reference})`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    ackBody: (subject: string) =>
      `Merci pour votre message au sujet de «\u00a0${subject}\u00a0». Notre service client vous répond par e-mail au plus vite.`,
    ackHours: 'Notre service client est joignable du lundi au vendredi, de 9 h à 18 h.',
    ackReference: (reference: string) => `Votre référence : ${reference}. Rappelez-la si vous nous écrivez à nouveau.`,
    yourMessage: 'Votre message :',
    attachment: (name: string) => `Pièce jointe reçue : ${name}`,
    answerSubject: (reference: string) => `Réponse du service client Gamelle (${reference})`,
    answerIntro: 'Voici la réponse de notre service client à votre message :',
    answerReply: 'Pour nous écrire à nouveau, utilisez notre formulaire de contact :',
    signature: 'Le service client Gamelle',
  },
  nl: {
    ackSubject: (reference: string) => `We hebben uw bericht goed ontvangen (${reference})`,
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    ackBody: (subject: string) =>
      `Bedankt voor uw bericht over "${subject}". Onze klantenservice antwoordt u zo snel mogelijk per e-mail.`,
    ackHours: 'Onze klantenservice is bereikbaar van maandag tot vrijdag, van 9 tot 18 uur.',
    ackReference: (reference: string) => `Uw referentie: ${reference}. Vermeld ze als u ons opnieuw schrijft.`,
    yourMessage: 'Uw bericht:',
    attachment: (name: string) => `Ontvangen bijlage: ${name}`,
    answerSubject: (reference: string) => `Antwoord van de klantenservice van Gamelle (${reference})`,
    answerIntro: 'Hier is het antwoord van onze klantenservice op uw bericht:',
    answerReply: 'Wilt u ons opnieuw schrijven? Gebruik dan ons contactformulier:',
    signature: 'De klantenservice van Gamelle',
  },
} as const;

/** What the e-mails say of a stored message. */
export interface MessageForMail {
  id: number;
  kind: 'contact' | 'subscription';
  email: string;
  name: string | null;
  locale: Language;
  subject: ContactSubject;
  orderNumber: string | null;
  subscriptionCode: string | null;
  productName: string | null;
  message: string;
  customerId: number | null;
  createdAt: string;
  attachment: { filename: string; content: Buffer; contentType: string } | null;
}

/** To the service's mailbox: every field, the attachment, Reply-To the customer. */
export function serviceMailboxMail(to: string, m: MessageForMail): MailMessage {
  const reference = serviceMessageReference(m.id);
  const subject = contactSubjectLabels[m.subject].fr;
  const rows: [string, string | null][] = [
    ['Référence', reference],
    ['Origine', m.kind === 'subscription' ? 'Contact depuis la page abonnement' : 'Formulaire de contact'],
    ['Sujet', subject],
    ['De', `${m.name ?? ''} <${m.email}>`.trim()],
    ['Client', m.customerId ? `n° ${m.customerId}` : 'visiteur non connecté'],
    ['Langue', m.locale === 'nl' ? 'néerlandais' : 'français'],
    ['Commande', m.orderNumber],
    ['Abonnement', m.subscriptionCode],
    ['Produit', m.productName],
    ['Pièce jointe', m.attachment ? `${m.attachment.filename} (${m.attachment.contentType})` : null],
    ['Reçu le', m.createdAt],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  const text = [
    ...shown.map(([label, value]) => `${label} : ${value}`),
    '',
    m.message,
    '',
    `Répondre : pnpm ops messages answer ${m.id} --text "…"`,
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body>
<table>${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${paragraphs(m.message)}
<p>Répondre : <code>pnpm ops messages answer ${m.id} --text "…"</code></p>
</body></html>`;
  return {
    to,
    replyTo: m.email,
    subject: `[${reference}] ${subject}${m.name ? ` : ${m.name}` : ''}`,
    text,
    html,
    language: 'fr',
    ...(m.attachment ? { attachments: [m.attachment] } : {}),
  };
}

/** To the customer: received, when to expect an answer, the reference, their message quoted. */
export function acknowledgementMail(m: MessageForMail): MailMessage {
  const t = copy[m.locale];
  const reference = serviceMessageReference(m.id);
  const blocks = [
    t.greeting(m.name ?? ''),
    t.ackBody(contactSubjectLabels[m.subject][m.locale]),
    t.ackHours,
    t.ackReference(reference),
    t.yourMessage,
    quote(m.message),
    ...(m.attachment ? [t.attachment(m.attachment.filename)] : []),
    t.signature,
  ];
  return { to: m.email, language: m.locale, subject: t.ackSubject(reference), ...render(m.locale, blocks) };
}

/** An operator's answer, in the customer's language, with their message quoted and the way to write again. */
export function answerMail(m: MessageForMail, answer: string, publicUrl: string): MailMessage {
  const t = copy[m.locale];
  const reference = serviceMessageReference(m.id);
  const contact = `${publicUrl}${sitePath('contact', m.locale)}`;
  const blocks = [
    t.greeting(m.name ?? ''),
    t.answerIntro,
    answer,
    t.yourMessage,
    quote(m.message),
    t.answerReply,
    contact,
    t.signature,
  ];
  return {
    to: m.email,
    language: m.locale,
    subject: t.answerSubject(reference),
    ...render(m.locale, blocks),
  };
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function render(language: Language, blocks: string[]) {
  return {
    text: blocks.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body>\n${blocks.map(paragraphs).join('\n')}\n</body></html>`,
  };
}

function paragraphs(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
