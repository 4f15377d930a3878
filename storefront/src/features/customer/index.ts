// The customer feature's only door: login, forgot password, the account area and the session.
export { LoginPage } from './LoginPage.tsx';
export { ForgotPasswordPage, forgotPasswordRequestSegment } from './ForgotPasswordPage.tsx';
export { AccountLayout, ComingSoonPage, accountPages } from './AccountLayout.tsx';
export { AccountHomePage, WelcomePage } from './AccountHomePage.tsx';
export { PersonalDataPage } from './PersonalDataPage.tsx';
export { SessionKeeper } from './SessionKeeper.tsx';
export { accountMessages } from './messages.ts';
export { accountSeo, comingSoonRoute } from './account-route.tsx';
export { accountClient } from './account-client.ts';
export { addressesQuery, customerKeys, customerQuery, localIssuerQuery, loginIfUnauthorized } from './queries.ts';
export { safeRedirectTarget } from './redirect-target.ts';
export {
  currentSession,
  loginHref,
  requireAnonymous,
  requireLogin,
  returnParam,
  visitorMarker,
} from './session/session.ts';
export type { SessionMarker, VisitorMarker } from './session/cookies.ts';
// For the shop's server entry only (src/server.ts): the session's `/_session/*` calls and the refresh before a render.
export { handleSessionRequest, renewBeforeRender, type ApiFetch } from './session/session-entry.ts';
