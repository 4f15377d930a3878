// Without zod: the link's page and the registration form read these in the browser.
import { COOKIES } from '../shared/cookies.ts';

/** The cookie that carries a sponsorship link's code to the registration form, for 30 days. */
export const SPONSORSHIP_COOKIE = COOKIES.sponsorship.name;
export const SPONSORSHIP_COOKIE_DAYS = COOKIES.sponsorship.maxAgeSeconds / 86_400;
