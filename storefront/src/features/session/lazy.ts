// The session feature's second door: what the root loads on demand (React.lazy), never statically. The keeper runs
// for a logged-in customer only, after the page: a visitor's first load does not carry it.
export { SessionKeeper } from './SessionKeeper.tsx';
