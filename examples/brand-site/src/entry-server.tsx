import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';

export function render(): string {
  return renderToString(<App />);
}

/** The token file, for the test's colour checks. */
export { ronronTokens } from './brand.tokens.ts';
