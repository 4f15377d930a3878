import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiDevMiddleware } from './vite.api-middleware.ts';

export default defineConfig({
  // The router plugin inside tanstackStart() must come before react().
  plugins: [apiDevMiddleware(), tanstackStart(), react(), vanillaExtractPlugin()],
  ssr: {
    // Native and Node-only packages stay outside the SSR bundle.
    external: ['better-sqlite3', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer'],
  },
});
