import type { Services } from '../shared/services.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';
import { testGatewayProvider } from './test-gateway.ts';

/**
 * Stripe when its keys are set; otherwise the embedded test gateway, which a fresh clone uses and production
 * refuses (PAYMENT_PROVIDER=test_gateway in production is a start-up error, not a silent fallback). Without any,
 * only bank transfer and cheque are offered.
 */
export function choosePaymentProvider(services: Services): PaymentProvider | null {
  const { config } = services;
  const wanted = process.env.PAYMENT_PROVIDER;
  if (wanted === 'test_gateway' && config.production)
    throw new Error(
      'The test gateway cannot run with NODE_ENV=production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  if (config.stripe && wanted !== 'test_gateway') return stripeProvider(config.stripe);
  // In production the secret exists only for the browser tests' explicit opt-in (TEST_GATEWAY=1, config.ts).
  if (!config.testGatewaySecret) return null;
  return testGatewayProvider(services);
}
