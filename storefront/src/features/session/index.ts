// The session feature's only door: the cookies that carry the customer's session, its guards, the keeper that
// refreshes it on every page, and the shop server's `/_session/*` calls. Apart from the account screens
// (features/customer) so that what every page loads stays small.
export { SessionKeeper } from './SessionKeeper.tsx';
export { isSigningOut, markSigningOut } from './signing-out.ts';
export { loginIfUnauthorized } from './unauthorized.ts';
export { currentSession, loginHref, requireAnonymous, requireLogin, returnParam, visitorMarker } from './session.ts';
export { accessCookie, markerCookie, refreshCookie, type SessionMarker, type VisitorMarker } from './cookies.ts';
// For the shop's server entry only (src/server.ts): the session's `/_session/*` calls and the refresh before a render.
export { handleSessionRequest, renewBeforeRender, type ApiFetch } from './session-entry.ts';
export { readCookie, secureCookies } from './cookies.ts';
