import type { Locale } from '@gamelle/contract';
import { type ServerErrorCode, serverErrorText } from '@gamelle/contract/shared/server-errors';

// The server's own business-rule refusals: codes and texts live in the contract (contract/src/<domain>/errors.ts),
// so the storefront, the mocks and the server agree on them; test/error-codes.test.ts checks none is sent that the
// contract does not know.
export type ServerMessage = ServerErrorCode;

export function serverMessage(locale: Locale, key: ServerMessage): string {
  return serverErrorText(locale, key);
}
