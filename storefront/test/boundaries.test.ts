import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The storefront's import rules (eslint.config.js) run on one violating line each, in a real file's place, so a
// rule that stopped firing (a renamed folder, a resolver that no longer finds `.ts` files) fails here.
const repo = fileURLToPath(new URL('../../', import.meta.url));
const src = 'storefront/src';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

/** The rule ids ESLint reports for `text` linted as if it were the file at `path`. */
async function ruleIds(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${repo}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** A real file's own text with one line added: the import graph around it stays the real one. */
function withLine(path: string, line: string): string {
  return `${line}\n${readFileSync(`${repo}${path}`, 'utf8')}`;
}

// ESLint's first run loads typescript-eslint and resolves the import graph: seconds on a loaded 2-core machine.
describe('storefront import rules', { timeout: 60_000 }, () => {
  it('accepts the code as it is', async () => {
    const path = `${src}/features/cart/use-cart.ts`;
    expect(await ruleIds(path, readFileSync(`${repo}${path}`, 'utf8'))).toEqual([]);
  });

  it('fails on a deep import into another feature', async () => {
    const path = `${src}/features/cart/use-cart.ts`;
    const line = "import { catalogueQueries } from '../catalogue/queries.ts';\nvoid catalogueQueries;";
    expect(await ruleIds(path, withLine(path, line))).toContain('import-x/no-restricted-paths');
  });

  it('fails on a deep import into a feature from a route', async () => {
    const path = `${src}/routes/panier.tsx`;
    const line = "import { MiniCart } from '../features/cart/MiniCart.tsx';\nvoid MiniCart;";
    expect(await ruleIds(path, withLine(path, line))).toContain('import-x/no-restricted-paths');
  });

  it('fails when shared imports a feature, even through its door', async () => {
    const path = `${src}/features/shared/Money.tsx`;
    const line = "import { cartShellMessages } from '../cart/index.ts';\nvoid cartShellMessages;";
    expect(await ruleIds(path, withLine(path, line))).toContain('import-x/no-restricted-paths');
  });

  it('fails on an import of a design-system file other than its entry', async () => {
    const path = `${src}/features/shared/Money.tsx`;
    const line = "import { Price } from '@gamelle/design-system/components/Price/Price.tsx';\nvoid Price;";
    expect(await ruleIds(path, withLine(path, line))).toContain('no-restricted-imports');
  });

  it('accepts the design system entry and its theme entries', async () => {
    const path = `${src}/features/shared/search-params.ts`;
    const line =
      "import '@gamelle/design-system/themes/gamelle';\nimport { Price } from '@gamelle/design-system';\nvoid Price;";
    expect(await ruleIds(path, withLine(path, line))).toEqual([]);
  });

  it('fails on an import cycle between features, through their doors', async () => {
    // The catalogue's buy box imports the cart: the cart importing the catalogue back closes a cycle.
    const path = `${src}/features/cart/use-cart.ts`;
    const line = "import { catalogueQueries } from '../catalogue/index.ts';\nvoid catalogueQueries;";
    expect(await ruleIds(path, withLine(path, line))).toContain('import-x/no-cycle');
  });

  it('fails when two features import each other, even where no module cycle closes', async () => {
    // The address book imports the customer feature's door. A customer file that nothing imports (a new page not
    // yet in the door, a test) importing the address door back closes no module cycle, so import-x/no-cycle is
    // silent; the features still need each other.
    const path = `${src}/features/customer/address-book.test.ts`;
    const text = "import { AddressesPage } from '../address/index.ts';\nvoid AddressesPage;\n";
    const ids = await ruleIds(path, text);
    expect(ids).toContain('gamelle/feature-layers');
    expect(ids).not.toContain('import-x/no-cycle');
  });

  it('fails when a feature imports a feature of its own layer, and on a dynamic import too', async () => {
    const path = `${src}/features/order/queries.ts`;
    const line = "void import('../pet/index.ts');";
    expect(await ruleIds(path, withLine(path, line))).toContain('gamelle/feature-layers');
  });

  it('lets a story compose features as a route does', async () => {
    const path = `${src}/features/customer/AccountPages.stories.tsx`;
    expect(await ruleIds(path, readFileSync(`${repo}${path}`, 'utf8'))).toEqual([]);
  });
});
