import { Hono } from 'hono';
export function docsRoutes(): Hono {
  return new Hono();
}
