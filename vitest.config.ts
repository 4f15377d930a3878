import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// One Vitest workspace: `--project unit` runs pure logic in Node; the `storybook` project (design system)
// runs every story as a test in Chromium. The API suite has its own config in server/ (it starts a server).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,content,mocks,design-system,server,storefront}/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'server/test/api/**', '**/*.browser.test.{ts,tsx}'],
        },
      },
    ],
  },
});
