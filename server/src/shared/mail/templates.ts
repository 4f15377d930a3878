import { sitePath } from '@gamelle/contract/shared/site-routes';
import type { MailMessage } from './mailer.ts';

type Language = 'fr' | 'nl';

const resetCopy = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe Gamelle',
    greeting: (name: string) => `Bonjour ${name},`,
    body: 'Vous avez demandé à changer votre mot de passe. Ce lien est valable 2 heures :',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
    signature: "L'équipe Gamelle",
  },
  nl: {
    subject: 'Uw Gamelle-wachtwoord opnieuw instellen',
    greeting: (name: string) => `Hallo ${name},`,
    body: 'U hebt gevraagd uw wachtwoord te wijzigen. Deze link is 2 uur geldig:',
    ignore: 'Hebt u dit niet gevraagd? Negeer dan gewoon dit bericht.',
    signature: 'Het Gamelle-team',
  },
} as const;

/** The reset-password e-mail in the customer's language, linking to the storefront's reset form. */
export function resetPasswordMail(input: {
  to: string;
  firstName: string | null;
  language: Language;
  token: string;
  publicUrl: string;
}): MailMessage {
  const copy = resetCopy[input.language];
  const link = `${input.publicUrl}${sitePath('forgotPassword', input.language, { forgotPassword: input.token })}`;
  const name = input.firstName ?? '';
  const text = [copy.greeting(name).replace(' ,', ','), '', copy.body, link, '', copy.ignore, '', copy.signature].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${input.language}"><body>
<p>${escapeHtml(copy.greeting(name).replace(' ,', ','))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</body></html>`;
  return { to: input.to, subject: copy.subject, text, html, language: input.language };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
