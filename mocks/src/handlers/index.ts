// Every handler of spec §7, bound to one state. Order matters only inside a family (MSW takes the first match).
import type { RequestHandler } from 'msw';
import type { MockState } from '../state.ts';
import { addressHandlers } from './addresses.ts';
import { cartHandlers } from './cart.ts';
import { contentHandlers } from './content.ts';
import { customerHandlers } from './customer.ts';
import { defaultHandlerOptions, type HandlerOptions } from './options.ts';
import { serviceHandlers } from './services.ts';

export type { HandlerOptions } from './options.ts';

export function createHandlers(state: MockState, options: Partial<HandlerOptions> = {}): RequestHandler[] {
  const resolved: HandlerOptions = { ...defaultHandlerOptions, ...options };
  return [
    ...cartHandlers(state, resolved),
    ...customerHandlers(state),
    ...addressHandlers(state, resolved),
    ...contentHandlers(resolved),
    ...serviceHandlers(state, resolved),
  ];
}
