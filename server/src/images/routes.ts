import { Hono } from 'hono';
export function imageRoutes(): Hono {
  return new Hono();
}
