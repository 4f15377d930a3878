// `/tracking`: the tracking call and the campaign report of spec §7 (issue 18). HTTP only: the visitor's cookie,
// the `locale` query, validation (a malformed event is a 400 listing what is wrong: the tracker is not a form).
import { COOKIES } from '@gamelle/contract/shared/cookies';
import { constraintViolationList } from '@gamelle/contract/shared/errors';
import {
  CAMPAIGN_ID_PATTERN,
  campaignReportBodySchema,
  trackingEventSchema,
} from '@gamelle/contract/marketing/tracking';
import { isTrackingLocale } from '@gamelle/contract/marketing/targeting';
import { violationsFromZodError } from '@gamelle/contract';
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { readJson } from '../shared/http/body.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { HttpProblem, badRequest, notFound } from '../shared/http/problems.ts';
import { invisibleCharacterPaths } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as tracker from './service.ts';

/** The tracker's first-party cookie: a random id, nothing personal, sent only to the tracker's calls; 13 months. */
export const VISITOR_COOKIE = COOKIES.visitor.name;
const VISITOR_COOKIE_MAX_AGE = COOKIES.visitor.maxAgeSeconds;
const visitorIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Mounted at `/tracking` and `/tracking/` (the spec's call is `POST {base}/`). */
export function trackingRoutes(services: Services): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const locale = c.req.query('locale');
    if (locale !== undefined && !isTrackingLocale(locale))
      throw badRequest(
        `Unknown locale "${locale.slice(0, 32)}": expected fr or nl, optionally with a country (fr-FR, fr-BE, nl-BE, fr-LU).`,
      );
    const event = await trackingBody(c, trackingEventSchema);
    const actions = await tracker.track(services, event, locale, visitorId(c, services));
    c.header('Cache-Control', 'no-store');
    return c.json(actions);
  });
  routes.post('/report/:campaign', async (c) => {
    const campaign = c.req.param('campaign');
    if (!CAMPAIGN_ID_PATTERN.test(campaign) || campaign.length > 64)
      throw notFound(`Unknown campaign: ${campaign.slice(0, 64)}`);
    const body = await trackingBody(c, campaignReportBodySchema);
    await tracker.report(services, campaign, body, visitorId(c, services));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  return routes;
}

/** The visitor's id from the cookie, or a new one set in an HttpOnly cookie when missing or not ours. */
function visitorId(c: Context, services: Services): string {
  const current = getCookie(c, VISITOR_COOKIE);
  if (current && visitorIdPattern.test(current)) return current;
  const id = randomUUID();
  setCookie(c, VISITOR_COOKIE, id, {
    path: '/api/tracking',
    httpOnly: true,
    sameSite: 'Lax',
    secure: services.config.production,
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
  return id;
}

/**
 * The body read as every JSON body of the API (400 when it is not a JSON object, 415 without a JSON type, 413 when
 * too large), then validated with a 400 that lists each wrong field: the shop's forms answer 422, but the tracker is
 * called by code, never filled in by a person.
 */
async function trackingBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const locale = requestLocale(c);
  const data = await readJson(c);
  const hidden = invisibleCharacterPaths(data);
  if (hidden.length > 0)
    throw new HttpProblem(
      400,
      constraintViolationList(
        hidden.map((propertyPath) => ({
          propertyPath,
          code: 'invisible_characters',
          message: 'Control, bidirectional or zero-width characters are refused.',
        })),
      ),
    );
  const parsed = await z.safeParseAsync(schema, data);
  if (!parsed.success)
    throw new HttpProblem(400, constraintViolationList(violationsFromZodError(parsed.error, 'tracking', locale)));
  return parsed.data;
}
