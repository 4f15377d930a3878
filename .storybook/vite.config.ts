import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Storybook's own Vite config: the design system's vite.config.ts carries library-build settings
// (lib mode, preserveModules) that must not leak into Storybook.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
