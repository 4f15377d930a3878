// The pet calls as the shop sends them: paths, the shop's query, the bearer, the JSON body, and the photo's two
// steps (the signature asked with the customer's token, then the multipart upload with the rotation asked).
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../shared/http.ts';
import { petCalls } from './api.ts';
import { petPhotoCalls } from './photo-api.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function client(answers: Response[]) {
  const sent: Sent[] = [];
  const config: ClientConfig = {
    baseUrl: 'http://shop.test',
    channelCode: 'gamelle_nl',
    localeCode: 'nl_BE',
    locale: 'nl',
    validate: false,
    getToken: () => 'token-1',
    fetch: (async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call ${url}`);
      return answer;
    }) as typeof fetch,
  };
  return { calls: { ...petCalls(config), uploadPhoto: petPhotoCalls(config).upload }, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('pet calls', () => {
  it('reads, creates, updates and deletes under /shop/animals with the shop query and the bearer', async () => {
    const { calls, sent } = client([
      json({ 'hydra:member': [], 'hydra:totalItems': 0 }),
      json({ id: 4 }, 201),
      json({ id: 4 }),
      new Response(null, { status: 204 }),
    ]);
    await calls.list();
    await calls.create({ name: 'Praline', type: 'cat' } as never);
    await calls.update(4, { name: 'Praline', photo: null } as never);
    await calls.remove(4);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET http://shop.test/api/v2/shop/animals?channelCode=gamelle_nl&locale=nl_BE',
      'POST http://shop.test/api/v2/shop/animals?channelCode=gamelle_nl&locale=nl_BE',
      'PUT http://shop.test/api/v2/shop/animals/4?channelCode=gamelle_nl&locale=nl_BE',
      'DELETE http://shop.test/api/v2/shop/animals/4?channelCode=gamelle_nl&locale=nl_BE',
    ]);
    expect(sent.every((s) => s.headers.get('authorization') === 'Bearer token-1')).toBe(true);
    expect(JSON.parse(String(sent[2]!.body))).toEqual({ name: 'Praline', photo: null });
  });

  it('uploads a photo: signature with the bearer, then multipart with the key, signature and rotation', async () => {
    const { calls, sent } = client([
      json({ signature: 'sig', token: 'once', expire: 1_900_000_000 }),
      json({ fileId: 'f1', name: 'praline.png', url: '/api/uploads/images/f1.png', width: 20, height: 10 }, 201),
    ]);
    const answer = await calls.uploadPhoto({
      file: new Blob(['png'], { type: 'image/png' }),
      fileName: 'praline.png',
      rotation: 90,
    });
    expect(answer.fileId).toBe('f1');
    const [auth, upload] = sent as [Sent, Sent];
    expect(auth.url).toBe('http://shop.test/api/v2/shop/images/authentication?channelCode=gamelle_nl&locale=nl_BE');
    expect(auth.headers.get('authorization')).toBe('Bearer token-1');
    expect(`${upload.method} ${upload.url}`).toBe(
      'POST http://shop.test/api/v2/shop/images/upload?channelCode=gamelle_nl&locale=nl_BE',
    );
    const form = upload.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      fileName: 'praline.png',
      publicKey: 'public_gamelle_pets',
      signature: 'sig',
      expire: '1900000000',
      token: 'once',
      tags: 'pet',
      customMetadata: '{"rotation":90}',
    });
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('never sends the bearer to an image host of another origin', async () => {
    const { sent } = client([]);
    const config = { baseUrl: 'http://shop.test', channelCode: 'c', localeCode: 'fr_FR', locale: 'fr' as const };
    const { imageCalls } = await import('../shared/services-api.ts');
    const headers: Headers[] = [];
    await imageCalls({
      ...config,
      getToken: () => 'token-1',
      fetch: (async (_url: string, init: RequestInit = {}) => {
        headers.push(new Headers(init.headers));
        return json({ signature: 's', token: 't', expire: 1 });
      }) as typeof fetch,
    })
      .upload({
        file: new Blob(['x']),
        fileName: 'x.png',
        authenticationEndpoint: 'https://images.example/auth',
        uploadEndpoint: 'https://images.example/upload',
        publicKey: 'k',
      })
      .catch(() => undefined);
    expect(sent).toEqual([]);
    expect(headers[0]?.get('authorization')).toBeNull();
  });
});
