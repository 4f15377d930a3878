// The customer feature's second door: what the routes load on demand, never statically. The home page's greeting
// is loaded for a logged-in visitor only: an anonymous visitor's first load does not carry it.
export { HomeGreeting, prefetchHomeGreeting } from './HomeGreeting.tsx';
