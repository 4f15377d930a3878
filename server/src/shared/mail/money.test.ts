import { describe, expect, it } from 'vitest';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../../service/newsletter-mails.ts';
import { sponsorInvitationMail } from '../../sponsorship/mails.ts';
import { formatEuros } from './money.ts';

// Intl writes French amounts with a no-break space (U+00A0) before the sign and a narrow one (U+202F) between
// thousands, Dutch ones with a no-break space after the sign: spelled out so a plain space (a line break between
// the number and its sign) cannot pass.
const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('formatEuros (every e-mail amount)', () => {
  it('writes whole euros without decimals, as a French or Dutch shop does', () => {
    expect(formatEuros(500, 'fr')).toBe(`5${nbsp}€`);
    expect(formatEuros(500, 'nl')).toBe(`€${nbsp}5`);
    expect(formatEuros(5900, 'fr')).toBe(`59${nbsp}€`);
    expect(formatEuros(0, 'nl')).toBe(`€${nbsp}0`);
  });

  it('keeps the cents when there are some, always two digits', () => {
    expect(formatEuros(590, 'fr')).toBe(`5,90${nbsp}€`);
    expect(formatEuros(590, 'nl')).toBe(`€${nbsp}5,90`);
    expect(formatEuros(4505, 'fr')).toBe(`45,05${nbsp}€`);
    expect(formatEuros(1, 'nl')).toBe(`€${nbsp}0,01`);
  });

  it('groups thousands the way each language does', () => {
    expect(formatEuros(123_450, 'fr')).toBe(`1${nnbsp}234,50${nbsp}€`);
    expect(formatEuros(123_450, 'nl')).toBe(`€${nbsp}1.234,50`);
    expect(formatEuros(1_000_000, 'fr')).toBe(`10${nnbsp}000${nbsp}€`);
  });

  it('keeps two decimals on whole euros when asked (the invoice columns)', () => {
    expect(formatEuros(500, 'fr', { cents: 'always' })).toBe(`5,00${nbsp}€`);
    expect(formatEuros(500, 'nl', { cents: 'always' })).toBe(`€${nbsp}5,00`);
  });

  it('refuses a fraction of a cent rather than rounding money silently', () => {
    expect(() => formatEuros(12.5, 'fr')).toThrow(RangeError);
  });
});

describe('the e-mails write their amounts with it', () => {
  const common = { to: 'a@example.com', publicUrl: 'https://shop.test', unsubscribeToken: 'u'.repeat(43) };

  it('the newsletter coupon reads "5 €" / "€ 5", never "5,00 €"', () => {
    const fr = newsletterWelcomeMail({
      ...common,
      language: 'fr',
      couponCode: 'NEWS-ABCDEFGH',
      discountCents: 500,
      couponExpiresAt: '2026-12-31T12:00:00.000Z',
    });
    expect(fr.subject).toContain(`5${nbsp}€`);
    expect(fr.text).toContain(`5${nbsp}€`);
    expect(`${fr.subject}${fr.text}${fr.html}`).not.toMatch(/5,00/);
    const nl = newsletterConfirmationMail({
      ...common,
      language: 'nl',
      confirmationToken: 'c'.repeat(43),
      discountCents: 500,
      validDays: 7,
    });
    expect(nl.text).toContain(`€${nbsp}5`);
    expect(`${nl.text}${nl.html}`).not.toMatch(/5,00/);
  });

  it('a sponsorship amount with cents keeps them', () => {
    const mail = sponsorInvitationMail({
      to: 'friend@example.com',
      language: 'nl',
      sponsorName: 'Camille',
      link: 'https://shop.test/nl/x/',
      code: 'CAMILLE-1',
      discountCents: 750,
    });
    expect(mail.subject).toBe(`Camille geeft u €${nbsp}7,50 bij Gamelle`);
  });
});
