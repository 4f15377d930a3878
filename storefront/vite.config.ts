import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { apiDevMiddleware } from './vite.api-middleware.ts';

export default defineConfig({
  // The router plugin inside tanstackStart() must come before react().
  plugins: [
    apiDevMiddleware(),
    tanstackStart({
      router: {
        // Each route's loader gets its own chunk as its component does (by default loaders stay in the shared
        // route chunk, so every page's first load carried every route's loader and what it imports).
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    react(),
    vanillaExtractPlugin(),
    chunkModules(),
  ],
  ssr: {
    // Native and Node-only packages stay outside the SSR bundle.
    external: ['better-sqlite3', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer'],
  },
});
