import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../components/Box/Box.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import { tones } from './tokens.ts';

/** The active brand's tokens: tones on their surfaces and the type scale. Switch brands in the toolbar. */
const meta = {
  title: 'Foundation/Theme',
  render: () => (
    <Stack space="large">
      <Heading level={1}>Gamelle, La Croquetterie</Heading>
      <Box display="grid" gap="small" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {tones.map((tone) => (
          <Box key={tone} padding="small" borderRadius="standard" background={`${tone}Soft` as const} data-tone={tone}>
            <Stack space="xsmall">
              <Text tone={tone} weight="strong">
                {tone}
              </Text>
              <Box
                padding="xsmall"
                borderRadius="small"
                background={tone}
                color={tone === 'caution' ? 'standard' : 'inverted'}
              >
                Plein
              </Box>
            </Stack>
          </Box>
        ))}
      </Box>
      <Stack space="small">
        {(['large', 'standard', 'small', 'xsmall'] as const).map((size) => (
          <Text key={size} as="p" size={size}>{`Texte ${size} : des croquettes au canard frais.`}</Text>
        ))}
      </Stack>
    </Stack>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const fonts: Record<string, string[]> = { gamelle: ['Nunito'], croquetterie: ['Merriweather', 'Source Sans 3'] };

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    // Under Vitest each project pins a brand (STORYBOOK_THEME): prove the run really is in that brand.
    const pinned = import.meta.env.STORYBOOK_THEME;
    if (pinned) await expect(globals.theme).toBe(pinned);
    const root = canvasElement.querySelector('[data-theme]');
    await expect(root).toHaveAttribute('data-theme', String(globals.theme));
    // Fonts come bundled from @fontsource (no CDN): they load from the same origin.
    for (const family of fonts[String(globals.theme)] ?? []) {
      const loaded = await document.fonts.load(`700 16px "${family}"`);
      await expect(loaded.length, `${family} is bundled`).toBeGreaterThan(0);
    }
  },
};

/** Same grid under the dark colour mode attribute, for the colour-mode sprinkles condition. */
export const AllStates: Story = {
  render: () => (
    <div data-colour-mode="dark">
      <Box
        padding="medium"
        background={{ lightMode: 'surface', darkMode: 'neutral' }}
        color={{ lightMode: 'standard', darkMode: 'inverted' }}
      >
        Mode sombre : surface neutre, texte inversé.
      </Box>
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Mode sombre/);
    await expect(getComputedStyle(box).color).toBe('rgb(255, 255, 255)');
  },
};
