import { Alert, Button, Link, Stack, SubscriptionAlert, type SubscriptionAlertKind } from '@gamelle/design-system';
import type { Subscription } from '@gamelle/contract/subscription';
import { sitePath, useLocale } from '../shared/index.ts';

export type AlertAction = Subscription['alerts'][number]['action'];

/** The server's alert codes as the design system's alert kinds (its titles and bodies, FR/NL). */
const KINDS: Partial<Record<Subscription['alerts'][number]['code'], SubscriptionAlertKind>> = {
  card_expired: 'card_expired',
  card_expires_end_of_month: 'card_expiring',
  pickup_point_inactive: 'relay_point_inactive',
  invalid_carrier: 'carrier_invalid',
  promotion_invalid: 'promotion_invalid',
  product_unavailable: 'product_unavailable',
};

/**
 * A subscription's alerts (spec §4), each with what the customer can do: on the detail page the action opens the
 * matching dialog (`onAction`); on the list it leads to the detail.
 */
export function SubscriptionAlerts({
  subscription: s,
  onAction,
  compact,
}: {
  subscription: Subscription;
  onAction?: (action: AlertAction) => void;
  compact?: boolean;
}) {
  const locale = useLocale();
  if (s.alerts.length === 0) return null;
  const card = s.paymentMethod;
  const expiryMonth = card ? `${card.expYear}-${String(card.expMonth).padStart(2, '0')}` : undefined;
  const unavailable = s.items.find((i) => !i.available)?.productName;
  return (
    <Stack space="small">
      {s.alerts.map((alert) => {
        const action = compact ? (
          <Link href={sitePath('subscription', locale, { subscription: s.code })}>{alert.actionLabel}</Link>
        ) : (
          <Button size="small" variant="secondary" onClick={() => onAction?.(alert.action)}>
            {alert.actionLabel}
          </Button>
        );
        const kind = KINDS[alert.code];
        return (
          <div key={alert.code} data-alert={alert.code}>
            {kind ? (
              <SubscriptionAlert
                kind={kind}
                expiryMonth={expiryMonth}
                {...(unavailable ? { productName: unavailable } : {})}
                action={action}
              />
            ) : (
              <Alert tone="critical">
                <Stack space="small">
                  <span>{alert.message}</span>
                  <div>{action}</div>
                </Stack>
              </Alert>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
