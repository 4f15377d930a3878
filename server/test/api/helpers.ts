// Shared by the API tests: a small HTTP client, customers, carts and direct database access for fixtures.
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { expect, inject } from 'vitest';
import { mintLocalToken } from '../../src/customer/identity.ts';
import { type DatabaseHandle, openDatabase } from '../../src/shared/db/database.ts';
import { testClockNow } from './global-setup.ts';

export const apiUrl = inject('apiUrl');
export const shop = `${apiUrl}/v2/shop`;
export const demo = { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026' };
/** In-stock variants of the demo catalogue (content/data/products). */
export const variants = { dogAdult3kg: '10000601', catSterilised400g: '10002901' };

/** Answers are read loosely in tests; the contract's schemas check the shapes where it matters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

/** JSON in, JSON out; `token` adds the bearer header. */
export async function call<T = Loose>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/ld+json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  const res = await fetch(urlOf(path), { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (e.g. an image): keep the text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A path inside the Shop API (`/orders`), an IRI (`/api/v2/...`) or a full URL. */
function urlOf(path: string): string {
  if (path.startsWith('http')) return path;
  if (path.startsWith('/api/')) return `${apiUrl.replace(/\/api$/, '')}${path}`;
  return `${shop}${path}`;
}

export async function newCart(token?: string, channelCode = 'gamelle_fr', localeCode = 'fr_FR'): Promise<string> {
  const res = await call('POST', '/orders', { body: { channelCode, localeCode }, ...(token ? { token } : {}) });
  if (res.status !== 201) throw new Error(`cart not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokenValue as string;
}

export function addItem(cart: string, code: string, quantity = 1, extra: Record<string, unknown> = {}, token?: string) {
  return call('PATCH', `/orders/${cart}/items`, {
    body: { productVariant: `/api/v2/shop/product-variants/${code}`, quantity, ...extra },
    ...(token ? { token } : {}),
  });
}

/** A fresh registered customer, logged in. */
export async function newCustomer(over: Record<string, unknown> = {}) {
  const email = `client-${randomUUID()}@example.fr`;
  const password = 'croquettes-42';
  const reg = await call('POST', '/customers', {
    body: { email, password, firstName: 'Léa', lastName: 'Dubois', botToken: await botToken('register'), ...over },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  if (reg.status !== 201) throw new Error(`registration failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await call('POST', '/authentication-token', {
    body: { email, password, botToken: await botToken('login') },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    email,
    password,
    token: login.body.token as string,
    refreshToken: login.body.refresh_token as string,
    iri: login.body.customer as string,
    id: Number(String(login.body.customer).split('/').pop()),
  };
}

/**
 * Each test file's addresses start at a random point of 10.0.0.0/8 and follow on from there, so two files (whose
 * process ids may agree modulo anything small) practically never share an address: 500 addresses a file out of 16.7
 * million.
 */
let addressCounter = randomInt(0, 2 ** 24);
/** A client address of its own, so throttling per address (logins, sign-ups, resets) does not couple tests. */
export function freshAddress(): string {
  addressCounter = (addressCounter + 1) % 2 ** 24;
  return `10.${addressCounter >> 16}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const dataDir = inject('dataDir');

/** The database the server runs on, for fixtures the API cannot create (completed orders, used coupons). */
export function database(): DatabaseHandle {
  return openDatabase(inject('databaseUrl') ?? `sqlite:${join(dataDir, 'gamelle.sqlite')}`);
}

/** A token of the local test issuer (Google identity or bot check), as development and tests use. */
export function localToken(audience: 'google' | 'bot-check', claims: Record<string, unknown>): Promise<string> {
  return mintLocalToken(localIssuerSecret(), audience, claims);
}

/** The local test issuer's signing key (tests forging tokens it did not mint, with its key but other claims). */
export function localIssuerSecret(): Uint8Array {
  return new TextEncoder().encode(readFileSync(join(dataDir, 'local-issuer.secret'), 'utf8').trim());
}

/**
 * A bot-check token of the local test issuer for `action`, as the storefront gets from `POST /dev/local-issuer/
 * bot-token`: registrations (`register`) and logins (`login`, password or Google) need one.
 */
export function botToken(action: 'login' | 'register'): Promise<string> {
  return localToken('bot-check', { action });
}

/** An access token signed with the server's secret but already expired. */
export async function expiredAccessToken(customerId: number, email: string): Promise<string> {
  const secret = new TextEncoder().encode(readFileSync(join(dataDir, 'auth.secret'), 'utf8').trim());
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ username: email, cid: customerId, gen: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(past - 3600)
    .setExpirationTime(past)
    .sign(secret);
}

export const outboxDir = join(dataDir, 'outbox');

/**
 * `pnpm ops <args>` on the tests' database, outbox and clock, as an operator runs it: what it prints, or an Error
 * carrying what it printed when it exits with a failure.
 */
export function ops(args: string[]): Promise<string> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    DATABASE_URL: inject('databaseUrl') ?? '',
    CLOCK_NOW: testClockNow,
  };
  return new Promise((ok, ko) => {
    const child = spawn(process.execPath, ['src/cli/ops.ts', ...args], {
      cwd: resolve(import.meta.dirname, '../..'),
      env,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(out) : ko(new Error(out))));
  });
}

/**
 * Posts a multipart form whose declared length is over the server's limit, as a browser would, and reads the
 * answer. Only the body's first 64 KiB are written: the server answers from the declared length and closes, and had
 * the whole body been written, its close with unread bytes resets the connection, and a reset can drop the answer
 * already received (a 60 s hang seen in CI). Read with node:http: fetch throws such an answer away.
 */
export async function postOversizedForm(
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const encoded = new Request(url, { method: 'POST', body: form });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(bytes.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text });
        req.destroy();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.write(bytes.subarray(0, 64 * 1024));
  });
}

/** One row of a table, by the value of a unique column. */
export interface RowRef {
  table: 'product_variants' | 'login_throttle';
  column: string;
  value: string;
}

/**
 * A lock-order check. A transaction holds `held`, then `start()` runs a call that must wait for it; on PostgreSQL, once
 * the call waits, another session tries `other` with FOR UPDATE NOWAIT: `otherFree` is false when the waiting call
 * already holds it, the order that deadlocks with a call taking the two rows the other way. SQLite has one writer:
 * the held write transaction makes the call wait (busy_timeout) and `otherFree` is null. The call's answer comes
 * once the transaction ends (`pending`, in an object so that the transaction does not wait for it).
 */
export async function whileRowHeld<T>(
  db: DatabaseHandle,
  held: RowRef,
  start: () => Promise<T>,
  other: RowRef,
): Promise<{ pending: Promise<T>; otherFree: boolean | null }> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = sql`${sql.ref(held.column)} = ${held.value}`;
    if (db.dialect === 'postgres') {
      await sql`select 1 from ${sql.table(held.table)} where ${row} for update`.execute(trx);
      const pending = start();
      await expect.poll(() => lockWaiters(db), { timeout: 10_000 }).toBe(1);
      return { pending, otherFree: await rowIsFree(db, other) };
    }
    // SQLite: a write transaction, which every other one waits for (busy_timeout) before its first statement.
    const column = sql.ref(held.column);
    await sql`update ${sql.table(held.table)} set ${column} = ${column} where ${row}`.execute(trx);
    const pending = start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { pending, otherFree: null };
  });
}

/** PostgreSQL: how many sessions of this database wait for a lock. */
async function lockWaiters(db: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db.kysely);
  return rows[0]!.n;
}

/**
 * PostgreSQL: whether another session can lock `row` at once (FOR UPDATE NOWAIT), i.e. no transaction holds it. Outside
 * a transaction, so the lock ends with the statement and a refusal leaves no aborted transaction to commit.
 */
async function rowIsFree(db: DatabaseHandle, row: RowRef): Promise<boolean> {
  try {
    const column = sql.ref(row.column);
    await sql`select 1 from ${sql.table(row.table)} where ${column} = ${row.value} for update nowait`.execute(
      db.kysely,
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false; // lock_not_available
    throw error;
  }
}
