// The server's layer rules (eslint.config.js) refuse what they should: each violating line below fails lint, and
// the same line in a file the rule does not cover passes, so the rule is what fails it.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Loading the lint configuration (typescript-eslint) takes seconds on a busy machine: the first lint pays for it.
describe('server layers', { timeout: 60_000 }, () => {
  it.each([
    ["import { sql } from 'kysely';", 'SQL belongs in repository.ts'],
    ["import type { Kysely } from 'kysely';", 'SQL belongs in repository.ts'],
    ["import { findVariants } from '../catalogue/repository.ts';", 'never a repository'],
    ["import * as repository from './repository.ts';", 'never a repository'],
  ])('routes.ts: %s fails lint', async (line, reason) => {
    expect((await restrictedImports('server/src/cart/routes.ts', `${line}\n`)).join('\n')).toContain(reason);
    expect(await restrictedImports('server/src/cart/view.ts', `${line}\n`)).toEqual([]);
  });

  it.each([
    "import { Hono } from 'hono';",
    "import type { Context } from 'hono';",
    "import { bodyLimit } from 'hono/body-limit';",
    "import { getConnInfo } from '@hono/node-server/conninfo';",
  ])('service.ts: %s fails lint', async (line) => {
    expect((await restrictedImports('server/src/customer/service.ts', `${line}\n`)).join('\n')).toContain(
      'knows nothing of HTTP',
    );
    expect(await restrictedImports('server/src/customer/middleware.ts', `${line}\n`)).toEqual([]);
  });

  it('still refuses the browser packages in both', async () => {
    for (const file of ['server/src/cart/routes.ts', 'server/src/cart/service.ts'])
      expect(await restrictedImports(file, "import { useState } from 'react';\n")).toHaveLength(1);
  });
});
