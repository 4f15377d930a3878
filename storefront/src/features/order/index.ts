// The order feature's only door: the customer's orders list and detail, and the account home's last order.
export { OrdersPage } from './OrdersPage.tsx';
export { OrderDetailPage } from './OrderDetailPage.tsx';
export { LastOrder } from './LastOrder.tsx';
export { orderMessages } from './messages.ts';
export { orderKeys, orderQuery, ordersQuery } from './queries.ts';
