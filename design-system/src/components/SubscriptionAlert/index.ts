export {
  SubscriptionAlert,
  SUBSCRIPTION_ALERT_KINDS,
  type SubscriptionAlertKind,
  type SubscriptionAlertProps,
} from './SubscriptionAlert.tsx';
