import { describe, expect, inject, it } from 'vitest';

const api = inject('apiUrl');

describe('GET /api/health', () => {
  it('reports the database as up, with its dialect', async () => {
    const res = await fetch(`${api}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { status: string; database: { status: string; dialect: string } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.dialect).toBe(inject('databaseUrl') ? 'postgres' : 'sqlite');
  });

  it('answers an unknown API path with a JSON 404, not the shop page', async () => {
    const res = await fetch(`${api}/no-such-thing`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('/no-such-thing');
  });
});
