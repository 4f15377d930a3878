// `@tanstack/react-start/server` in Storybook: only ever called by the server implementations of isomorphic
// functions, which the browser never runs (see start-browser.ts). Importing the real module would pull the
// server runtime into the browser bundle.
const serverOnly = (name: string) => () => {
  throw new Error(`${name} is server-only: Storybook renders in the browser.`);
};

export const getRequest = serverOnly('getRequest');
export const deleteCookie = serverOnly('deleteCookie');
export const setCookie = serverOnly('setCookie');
