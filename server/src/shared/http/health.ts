import { Hono } from 'hono';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/** Liveness plus a real round trip to the database, for load balancers and the README's first check. */
export function healthRoutes(db: DatabaseHandle): Hono {
  return new Hono().get('/', async (c) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(db.kysely);
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: 'ok', database: { status: 'up', dialect: db.dialect, latencyMs } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return c.json({ status: 'degraded', database: { status: 'down', dialect: db.dialect, message } }, 503);
    }
  });
}
