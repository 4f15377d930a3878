// The customer feature's only door: login, forgot password, the account area and the session.
export { LoginPage, preloadLoginForms } from './LoginPage.tsx';
export { ForgotPasswordPage, forgotPasswordRequestSegment, preloadForgotPasswordForms } from './ForgotPasswordPage.tsx';
export { AccountLayout, ComingSoonPage, accountPages } from './AccountLayout.tsx';
export { AccountCard } from './AccountCard.tsx';
// The account area's card, card grid and address styles, for the lists and blocks of the account's other pages.
export { address as accountAddress, card as accountCard, cards as accountCards } from './account.css.ts';
export { AccountHomePage, WelcomePage } from './AccountHomePage.tsx';
export { PersonalDataPage, preloadPersonalDataForms } from './PersonalDataPage.tsx';
export { accountMessages } from './messages.ts';
export { accountSeo, comingSoonLoader } from './account-route.tsx';
export { accountClient } from './account-client.ts';
export { addressesQuery, customerKeys, customerQuery, localIssuerQuery } from './queries.ts';
export {
  IDENTITY_SCRIPTS_PATH,
  identityScriptsFromEnv,
  identityScriptsQuery,
  type IdentityScripts,
} from './identity-scripts.ts';
export { loginIfUnauthorized } from '../session/index.ts';
export { safeRedirectTarget } from './redirect-target.ts';
// The session's guards, for the account routes (the session itself is features/session).
export {
  currentSession,
  loginHref,
  requireAnonymous,
  requireLogin,
  returnParam,
  visitorMarker,
  type SessionMarker,
  type VisitorMarker,
} from '../session/index.ts';
