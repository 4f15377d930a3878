// Without zod: the link's page and the registration form read these in the browser.

/** The cookie that carries a sponsorship link's code to the registration form, for 30 days. */
export const SPONSORSHIP_COOKIE = 'gamelle_sponsor';
export const SPONSORSHIP_COOKIE_DAYS = 30;
