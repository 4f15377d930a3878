// The contact form's mock answers as the server's: parsed with the contract's schema through its own client.
import { contactCalls } from '@gamelle/contract/service/contact-api';
import type { ApiError } from '@gamelle/contract/shared/api-error';
import { describe, expect, it } from 'vitest';
import { login, origin } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { state } = setupMockServer();

const client = (token?: string, localeCode = 'fr_FR') =>
  contactCalls({
    baseUrl: origin,
    channelCode: 'gamelle_fr',
    localeCode,
    locale: localeCode.startsWith('nl') ? 'nl' : 'fr',
    ...(token ? { getToken: () => token } : {}),
  });
const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'facture.pdf', { type: 'application/pdf' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('contact requests', () => {
  it('takes a visitor’s message with a PDF, and asks a visitor for name and e-mail', async () => {
    const sent = await client().send({
      subject: 'product',
      message: 'Bonjour',
      name: 'Léa',
      email: 'Lea@Example.fr',
      file: pdf,
    });
    expect(sent).toMatchObject({
      reference: 'SC-000001',
      email: 'lea@example.fr',
      attachment: { type: 'application/pdf' },
    });
    expect(state.serviceMessages[0]).toMatchObject({ message: 'Bonjour', language: 'fr' });
    const missing = await refusal(client(undefined, 'nl_BE').send({ subject: 'other', message: 'Hallo' }));
    expect(missing?.status).toBe(422);
    expect(missing?.violations.map((v) => v.propertyPath)).toEqual(['name', 'email']);
  });

  it('refuses a file too large (413) and a program named .pdf (422) with the spec’s messages', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.mp4', { type: 'video/mp4' });
    const tooLarge = await refusal(
      client().send({ subject: 'order', message: 'x', name: 'L', email: 'l@x.fr', file: big }),
    );
    expect(tooLarge?.status).toBe(413);
    expect(tooLarge?.violations[0]?.message).toBe('Le fichier est trop volumineux (maximum 10 Mo).');
    const exe = new File(['MZ\u0090\u0000'], 'facture.pdf', { type: 'application/pdf' });
    const program = await refusal(
      client(undefined, 'nl_BE').send({ subject: 'order', message: 'x', name: 'L', email: 'l@x.fr', file: exe }),
    );
    expect(program?.status).toBe(422);
    expect(program?.violations[0]).toMatchObject({
      code: 'unsupported_file_type',
      message: 'Dit bestandstype wordt niet aanvaard.',
    });
  });

  it('takes a customer’s own order and no one else’s', async () => {
    const { token } = await login();
    const orders = await client(token).orders();
    const mine = orders['hydra:member'][0]!.number;
    expect((await client(token).send({ subject: 'order', orderId: mine, message: 'Où ?' })).subject).toBe('order');
    const other = await refusal(client(token).send({ subject: 'order', orderId: 'GA9999999', message: 'Où ?' }));
    expect(other?.violations[0]?.code).toBe('contact_order_not_found');
    const anonymous = await refusal(
      client().send({ subject: 'order', orderId: mine, message: 'Où ?', name: 'L', email: 'l@x.fr' }),
    );
    expect(anonymous?.violations[0]?.code).toBe('contact_order_not_found');
  });
});
