// Zod without its `new Function` (imported first by client.tsx, before any schema is made): zod 4 compiles object
// schemas with `new Function` where it can, and finds out by trying one, which the pages' CSP (no 'unsafe-eval')
// refuses and reports as a `securitypolicyviolation` (the login form's schemas did, issue 19's CSP check). The
// interpreted parse is as correct and, for a form's few fields, as fast. The server keeps the compiled one.
// Set through the global object every copy of zod reads its settings from (what `z.config()` writes), since
// importing `config` from zod would put 3.6 KB gzip of zod's core into every page's first load;
// zod-without-eval.test.ts checks zod still reads it there.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
