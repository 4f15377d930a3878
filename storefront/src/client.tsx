// The browser entry (TanStack Start picks up src/client.tsx in place of its default one).
import './zod-without-eval.ts';
import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './features/shared/index.ts';

// The server-rendered page is complete and readable: let the browser paint it before hydration takes the main
// thread, rather than holding the first paint until the whole page has hydrated. Hydration itself runs as a
// transition, so React yields between components and a tap during it is not blocked for long.
void afterFirstPaint().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  }),
);
