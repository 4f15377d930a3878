// `@tanstack/react-start` as the storefront's components see it in Storybook. TanStack Start's compiler keeps an
// isomorphic function's client implementation in the browser build; Storybook builds the components without that
// compiler, and the package's uncompiled stub would then run the server implementation (which reads the page
// request). This stand-in does what the compiler does: `.client(fn)` is what runs, `.server(fn)` is dropped.
// Only what `storefront/src` imports from the package is here (the alias is in `.storybook/main.ts`).

type AnyFn = (...args: never[]) => unknown;

interface IsomorphicFn<F extends AnyFn> {
  (...args: Parameters<F>): ReturnType<F>;
  server<S extends AnyFn>(implementation: S): IsomorphicFn<S>;
  client<C extends AnyFn>(implementation: C): IsomorphicFn<C>;
}

function isomorphic<F extends AnyFn>(client: AnyFn | undefined): IsomorphicFn<F> {
  const run = (...args: Parameters<F>) => client?.(...args) as ReturnType<F>;
  return Object.assign(run, {
    server: <S extends AnyFn>() => isomorphic<S>(client),
    client: <C extends AnyFn>(implementation: C) => isomorphic<C>(implementation),
  });
}

export function createIsomorphicFn(): IsomorphicFn<() => undefined> {
  return isomorphic(undefined);
}

/** No request context in the browser (the server render hands the API over through it). */
export function getGlobalStartContext(): undefined {
  return undefined;
}
