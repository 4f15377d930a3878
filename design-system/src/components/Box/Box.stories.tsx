import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Foundation/Box',
  component: Box,
  args: { children: 'Box', padding: 'medium', background: 'brandSoft', borderRadius: 'standard' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Box');
    // Sprinkles resolve to the theme's space scale: medium is 16 px in both brands.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

const tones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;

/** Every tone's soft and strong background with its text colour, responsive padding, hover and dark mode. */
export const AllStates: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="grid" gap="xsmall" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {tones.map((tone) => (
          <Box
            key={tone}
            as="p"
            padding="small"
            borderRadius="standard"
            background={`${tone}Soft` as const}
            color={tone}
          >
            {tone} soft
          </Box>
        ))}
        {tones.map((tone) => (
          <Box
            key={`${tone}-strong`}
            as="p"
            padding="small"
            borderRadius="standard"
            background={tone}
            color={tone === 'caution' ? 'standard' : 'inverted'}
          >
            {tone} strong
          </Box>
        ))}
      </Box>
      <Box
        padding={{ mobile: 'small', tablet: 'large' }}
        background="surface"
        boxShadow="medium"
        data-testid="responsive"
      >
        Responsive padding: small on phones, large from the tablet breakpoint
      </Box>
      <Box
        as="button"
        type="button"
        padding="small"
        borderRadius="standard"
        background={{ lightMode: 'surface', hover: 'sunken' }}
        borderWidth="standard"
        borderStyle="solid"
        borderColor="field"
        cursor="pointer"
      >
        Hover changes the background
      </Box>
      <div data-colour-mode="dark">
        <Box
          padding="small"
          background={{ lightMode: 'surface', darkMode: 'neutral' }}
          color={{ lightMode: 'standard', darkMode: 'inverted' }}
          data-testid="dark"
        >
          Dark colour mode
        </Box>
      </div>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const responsive = canvas.getByTestId('responsive');
    const expected = window.innerWidth >= 768 ? '24px' : '12px';
    await expect(getComputedStyle(responsive).paddingTop).toBe(expected);
    // The dark-mode condition applies under data-colour-mode="dark": inverted text on the neutral fill.
    await expect(getComputedStyle(canvas.getByTestId('dark')).color).toBe('rgb(255, 255, 255)');
  },
};
