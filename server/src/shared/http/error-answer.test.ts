import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, isTransientConflict } from './error-answer.ts';
import { tooManyRequests } from './problems.ts';

/** An app whose one route throws `err`, answered by the API's error handler. */
function throwing(err: Error, path = '/') {
  const app = new Hono();
  app.get('/', () => {
    throw err;
  });
  app.onError(errorAnswer);
  return app.request(path);
}

const dbError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('errorAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a deadlock, a serialization failure or a busy SQLite with 503 and Retry-After, not 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const err of [
      dbError('deadlock detected', '40P01'),
      dbError('could not serialize access due to concurrent update', '40001'),
      dbError('could not obtain lock on row', '55P03'),
      dbError('database is locked', 'SQLITE_BUSY'),
    ]) {
      const res = await throwing(err);
      expect(res.status, err.message).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toMatchObject({
        '@type': 'hydra:Error',
        'hydra:description': 'Le service est momentanément très sollicité. Merci de réessayer dans un instant.',
      });
    }
    const dutch = await throwing(dbError('deadlock detected', '40P01'), '/?locale=nl');
    expect(await dutch.json()).toMatchObject({
      'hydra:description': 'Onze dienst is op dit moment erg druk. Probeer het zo meteen opnieuw.',
    });
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('keeps 500 for any other failure, and a problem its own status and headers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await throwing(dbError('duplicate key value', '23505'))).status).toBe(500);
    expect((await throwing(new Error('boom'))).status).toBe(500);
    expect(error).toHaveBeenCalledTimes(2);
    const limited = await throwing(tooManyRequests(7, 'Trop de tentatives.'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await throwing(new URIError('URI malformed'))).status).toBe(400);
  });

  it("answers an unforeseen failure and a malformed URL in the request's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await (await throwing(new Error('boom'))).json()).toEqual({ code: 500, message: 'Une erreur est survenue' });
    expect(await (await throwing(new Error('boom'), '/?locale=nl')).json()).toEqual({
      code: 500,
      message: 'Er is een fout opgetreden',
    });
    const dutchUrl = await throwing(new URIError('URI malformed'), '/?channelCode=gamelle_nl');
    expect(await dutchUrl.json()).toMatchObject({
      'hydra:description': 'Het adres van het verzoek is verkeerd gecodeerd.',
    });
    // A query left undecoded names no language: French.
    const undecodable = await throwing(new URIError('URI malformed'), '/?locale=%E0%A4%A');
    expect(undecodable.status).toBe(400);
    expect(await undecodable.json()).toMatchObject({ 'hydra:description': 'L’adresse de la requête est mal encodée.' });
  });

  it('tells transient conflicts from the rest by their code only', () => {
    expect(isTransientConflict(dbError('x', '40P01'))).toBe(true);
    expect(isTransientConflict(dbError('deadlock detected', '23505'))).toBe(false);
    expect(isTransientConflict(new Error('database is locked'))).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });
});
