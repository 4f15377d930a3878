// The subscription feature's only door: the customer's subscriptions, one subscription with its dialogs, its
// history, and the account home's next deliveries.
export { SubscriptionsPage } from './SubscriptionsPage.tsx';
export { SubscriptionDetailPage } from './SubscriptionDetailPage.tsx';
export { SubscriptionHistoryPage, SubscriptionOrderPage } from './SubscriptionHistoryPage.tsx';
export { NextDeliveries } from './NextDeliveries.tsx';
export { subscriptionMessages } from './messages.ts';
export { subscriptionKeys, subscriptionOrdersQuery, subscriptionQuery, subscriptionsQuery } from './queries.ts';
export { WebViewPaymentPage, tellTheApp } from './WebViewPaymentPage.tsx';
export { WebViewDemoPage } from './WebViewDemoPage.tsx';
export { webViewMessages } from './web-view-messages.ts';
export { webViewSubscriptionQuery } from './web-view-queries.ts';
export { readWebViewSearch, type WebViewSearch } from './web-view-search.ts';
