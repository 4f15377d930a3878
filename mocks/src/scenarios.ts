// Per-story or per-test overrides. Each returns handlers to put IN FRONT of the defaults
// (`server.use(...scenarios.serverError())`, `worker.use(...)`, or a story's `parameters.msw.handlers`):
// MSW answers with the first handler that returns a response, so these win and the rest fall through.
import type { StockState } from '@gamelle/content';
import {
  constraintViolationList,
  hydraError,
  unauthorizedError,
  type Violation,
} from '@gamelle/contract/shared/errors';
import { serverErrorText, type ServerErrorCode } from '@gamelle/contract/shared/server-errors';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { ShopFeature } from '@gamelle/contract/shared/features';
import { checkoutOrderChanged } from './checkout/handlers.ts';
import { featureHandlers } from './shared/features.ts';
import { createHandlers } from './handlers.ts';
import { languageOf, serverErrorResponse } from './shared/respond.ts';
import { mockState } from './shared/default-state.ts';
import type { MockState } from './shared/state.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

/** Which calls a scenario applies to: a path pattern (`*` wildcards, `:params`) and a method. */
export interface Target {
  /** Defaults to every call of the API: `*\/api/*`. */
  path?: string;
  method?: Method;
}

const everyApiCall = '*/api/*';
const on = (target: Target | undefined) => ({
  method: target?.method ?? 'all',
  path: target?.path ?? everyApiCall,
});

export const scenarios = {
  /**
   * The checkout's first complete answers 409 `order_changed` (every line 1.50 € dearer, as if a price moved in
   * another tab); confirming the new total places the order.
   */
  orderChanged(state: MockState = mockState): RequestHandler[] {
    return checkoutOrderChanged(state);
  },

  /**
   * The mocks' business clock at `iso` for the targeted calls (all API calls by default): the handler sets the
   * clock and answers nothing, so the request falls through to the defaults, which read it (a store's special
   * closure on Christmas day, a coupon's last day).
   */
  clockAt(iso: string, target?: Target, state: MockState = mockState): RequestHandler[] {
    const { method, path } = on(target);
    const at = new Date(iso);
    return [
      http[method](path, () => {
        state.now = () => at;
      }),
    ];
  },

  /** The feature flags of every channel with these features switched off (spec §2's guards; the server's FEATURES_OFF). */
  featuresOff(...features: ShopFeature[]): RequestHandler[] {
    return featureHandlers(features);
  },

  /** 500 with 'Une erreur est survenue' (spec §8) for the targeted calls (all API calls by default). */
  serverError(target?: Target): RequestHandler[] {
    const { method, path } = on(target);
    return [http[method](path, () => serverErrorResponse())];
  },

  /**
   * 422 ConstraintViolationList for the targeted calls (POST/PUT/PATCH of the API by default), with the given
   * violations or one form-level 'invalid' violation.
   */
  validationError(violations?: Violation[], target?: Target): RequestHandler[] {
    const body = constraintViolationList(
      violations ?? [{ propertyPath: '', code: 'invalid', message: "Ce champ n'est pas valide." }],
    );
    const methods: Method[] = target?.method ? [target.method] : ['post', 'put', 'patch'];
    return methods.map((m) => http[m](target?.path ?? everyApiCall, () => HttpResponse.json(body, { status: 422 })));
  },

  /**
   * 429 for the targeted calls (POST by default), as the server's throttles answer a login, a registration, a
   * reset request or a lookup too many: `Retry-After` and the server's text of `code` in the request's language.
   */
  throttled(code: Extract<ServerErrorCode, `too_many_${string}`>, target?: Target): RequestHandler[] {
    const { method, path } = on({ method: 'post', ...target });
    return [
      http[method](path, ({ request }) =>
        HttpResponse.json(hydraError(serverErrorText(languageOf(request), code)), {
          status: 429,
          headers: { 'Retry-After': '900' },
        }),
      ),
    ];
  },

  /** Every targeted call answers `ms` later (then as usual): loading states, spinners, the loading bar. */
  slow(ms = 2000, target?: Target): RequestHandler[] {
    const { method, path } = on(target);
    return [
      http[method](path, async () => {
        await delay(ms);
      }),
    ];
  },

  /** Lists come back empty: category listings, batches, cross-sells, search, the address book. */
  empty(state: MockState = mockState): RequestHandler[] {
    return createHandlers(state, { empty: true });
  },

  /**
   * The given variant codes (all variants when none given) are out of stock: products show it, adding them to a
   * cart is refused with the 422 `out_of_stock` violation.
   */
  outOfStock(codes?: string[], state: MockState = mockState, stock: StockState = 'out_of_stock'): RequestHandler[] {
    const wanted = codes ? new Set(codes) : null;
    return createHandlers(state, { stockOf: (v) => (!wanted || wanted.has(v.code) ? stock : v.stock) });
  },

  /**
   * The session has expired: any call sent with a bearer token gets 401 'Expired JWT Token', and the refresh
   * is refused, so the shop logs the customer out (spec §8). Calls without a token go through.
   */
  expiredToken(): RequestHandler[] {
    return [
      http.post(`*${API_BASES.shop}${shopRoutes.refreshToken}`, () =>
        HttpResponse.json(unauthorizedError('Invalid JWT Refresh Token'), { status: 401 }),
      ),
      http.all(everyApiCall, ({ request }) =>
        request.headers.has('authorization')
          ? HttpResponse.json(unauthorizedError('Expired JWT Token'), { status: 401 })
          : undefined,
      ),
    ];
  },
};
