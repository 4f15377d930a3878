import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { botToken, call, freshAddress, newCustomer, outboxDir } from './helpers.ts';

/** A client address of its own: reset requests are throttled per address. */
const fresh = () => ({ 'x-forwarded-for': freshAddress() });

/** The .eml files written for `email` (the outbox folder may not exist before the first e-mail). */
function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(outboxDir, f), 'utf8')).filter((m) => m.includes(`To: ${email}`));
}

/** The e-mails to `email` once at least one is written (the server writes it after answering, issue 21). */
function mailsArrived(email: string): Promise<string[]> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(email);
      if (mails.length === 0) throw new Error(`no e-mail to ${email} yet`);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The reset token in the link of an e-mail (quoted-printable may wrap the line; the text part is enough). */
function resetToken(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '');
  const match = /(?:mot-de-passe-oublie|wachtwoord-vergeten)\/([A-Za-z0-9_-]{20,})\//.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail}`);
  return match[1];
}

describe('password reset', () => {
  it('writes a French e-mail to the outbox, whose link sets a new password once', async () => {
    const customer = await newCustomer();
    const res = await call('POST', '/reset-password-requests', { body: { email: customer.email }, headers: fresh() });
    expect(res.status).toBe(202);
    const [mail] = await mailsArrived(customer.email);
    expect(mail).toBeDefined();
    expect(mail).toContain('Content-Language: fr');
    expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: R/);
    const token = resetToken(mail!);

    const mismatch = await call('PATCH', `/reset-password-requests/${token}`, {
      body: { newPassword: 'tout-neuf-1', confirmNewPassword: 'tout-neuf-2' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.violations[0]).toMatchObject({
      propertyPath: 'confirmNewPassword',
      code: 'passwords_mismatch',
    });

    const done = await call('PATCH', `/reset-password-requests/${token}`, {
      body: { newPassword: 'tout-neuf-1', confirmNewPassword: 'tout-neuf-1' },
    });
    expect(done.status).toBe(202);
    const login = await call('POST', '/authentication-token', {
      body: { email: customer.email, password: 'tout-neuf-1', botToken: await botToken('login') },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(login.status).toBe(200);
    const again = await call('PATCH', `/reset-password-requests/${token}`, {
      body: { newPassword: 'encore-1', confirmNewPassword: 'encore-1' },
    });
    expect(again.status).toBe(404);
  });

  it("writes the e-mail in the customer's communication language", async () => {
    const customer = await newCustomer();
    await call('PUT', customer.iri, { token: customer.token, body: { communicationLanguage: 'nl' } });
    await call('POST', '/reset-password-requests', { body: { email: customer.email }, headers: fresh() });
    const [mail] = await mailsArrived(customer.email);
    expect(mail).toContain('Content-Language: nl');
    expect(mail!.replace(/=\r?\n/g, '')).toContain('wachtwoord-vergeten');
  });

  it('answers the same for an unknown e-mail and writes nothing', async () => {
    const email = `${randomUUID()}@example.fr`;
    expect((await call('POST', '/reset-password-requests', { body: { email }, headers: fresh() })).status).toBe(202);
    expect(mailsTo(email)).toEqual([]);
    expect((await call('POST', '/reset-password-requests', { body: { email: 'nope' } })).status).toBe(422);
  });

  it('refuses an unknown reset token', async () => {
    const res = await call('PATCH', '/reset-password-requests/not-a-token', {
      body: { newPassword: 'tout-neuf-1', confirmNewPassword: 'tout-neuf-1' },
    });
    expect(res.status).toBe(404);
  });
});

describe('common passwords (issue 21)', () => {
  it('refuses one at registration, password change and reset, FR and NL, and keeps the reset link usable', async () => {
    const registration = await call('POST', '/customers', {
      body: {
        email: `${randomUUID()}@example.fr`,
        password: 'Azerty',
        firstName: 'Léa',
        lastName: 'Dubois',
        botToken: await botToken('register'),
      },
      headers: fresh(),
    });
    expect(registration.status).toBe(422);
    expect(registration.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'password', code: 'common_password' }),
    ]);
    expect(registration.body.violations[0].message).toContain('plus utilisés');

    const customer = await newCustomer();
    const change = await call('PUT', `/customers/${customer.id}/password?locale=nl`, {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'soleil', confirmNewPassword: 'soleil' },
    });
    expect(change.status).toBe(422);
    expect(change.body.violations[0]).toMatchObject({ propertyPath: 'newPassword', code: 'common_password' });
    expect(change.body.violations[0].message).toContain('meest gebruikte');

    await call('POST', '/reset-password-requests', { body: { email: customer.email }, headers: fresh() });
    const token = resetToken((await mailsArrived(customer.email))[0]!);
    const common = await call('PATCH', `/reset-password-requests/${token}`, {
      body: { newPassword: 'motdepasse', confirmNewPassword: 'motdepasse' },
    });
    expect(common.status).toBe(422);
    expect(common.body.violations[0]).toMatchObject({ propertyPath: 'newPassword', code: 'common_password' });
    const good = await call('PATCH', `/reset-password-requests/${token}`, {
      body: { newPassword: 'croquettes-du-matin', confirmNewPassword: 'croquettes-du-matin' },
    });
    expect(good.status).toBe(202);
  });
});
