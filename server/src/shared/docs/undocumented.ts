/**
 * Routes of the API that are not calls of the shop's clients, so not in the OpenAPI document, each with why.
 * Anything else the API serves must be documented in operations.ts: `server/test/docs-coverage.test.ts` fails on a
 * route that is neither here nor there.
 */
export const undocumentedRoutes: { method: string; path: string; why: string }[] = [
  { method: 'GET', path: '/api/health', why: 'liveness/readiness probe for operators and load balancers' },
  {
    method: 'GET',
    path: '/api/search/',
    why: 'the same search as /api/search (documented), with the trailing slash the contract client sends',
  },
  {
    method: 'POST',
    path: '/api/tracking',
    why: 'the same tracking call as /api/tracking/ (documented), without the trailing slash the spec’s call has',
  },
  { method: 'GET', path: '/api/docs', why: 'this documentation itself (HTML page)' },
  { method: 'GET', path: '/api/docs/openapi.json', why: 'this documentation itself (the document)' },
  { method: 'GET', path: '/api/uploads/images/*', why: 'uploaded pet photos, resized like /api/images/{path}' },
  { method: 'GET', path: '/api/payment/return', why: 'browser redirect back from a payment provider’s page' },
  {
    method: 'GET',
    path: '/api/payment/test-gateway/{id}',
    why: 'the test gateway’s hosted card page (not in production)',
  },
  { method: 'POST', path: '/api/payment/test-gateway/{id}', why: 'the test gateway’s card form (not in production)' },
  {
    method: 'POST',
    path: '/api/payment/test-gateway/{id}/challenge',
    why: 'the test gateway’s 3-D Secure form (not in production)',
  },
  { method: 'GET', path: '/api/v2/dev/local-issuer', why: 'development identity issuer (not in production)' },
  {
    method: 'POST',
    path: '/api/v2/dev/local-issuer/bot-token',
    why: 'development bot-check issuer (not in production)',
  },
  {
    method: 'POST',
    path: '/api/v2/dev/local-issuer/google-token',
    why: 'development Google-identity issuer (not in production)',
  },
];
