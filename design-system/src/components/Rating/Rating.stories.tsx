import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEWS_SUMMARY } from '@gamelle/contract/shared/limits';
import { expect, within } from 'storybook/test';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Rating } from './Rating.tsx';

const meta = {
  title: 'Commerce/Rating',
  component: Rating,
  args: { value: REVIEWS_SUMMARY.average, count: REVIEWS_SUMMARY.count },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Screen readers hear one sentence; the stars and figures beside it are hidden from them.
    await expect(canvas.getByText('Note 4,71 sur 5, 25 769 avis')).toBeInTheDocument();
    const clip = canvasElement.querySelector('[aria-hidden="true"] > span[style]') as HTMLElement;
    await expect(clip.style.width).toBe('94.2%');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'shop score', render: <Rating value={4.71} count={25769} /> },
        { name: 'full', render: <Rating value={5} count={12} /> },
        { name: 'half', render: <Rating value={2.5} count={2} /> },
        { name: 'empty', render: <Rating value={0} count={0} /> },
        { name: 'one review', render: <Rating value={4} count={1} /> },
        { name: 'no count', render: <Rating value={3.8} /> },
        { name: 'small, no score', render: <Rating value={4.71} count={25769} size="small" showScore={false} /> },
        {
          name: 'nl',
          render: (
            <LocaleProvider locale="nl">
              <span lang="nl">
                <Rating value={4.71} count={25769} />
              </span>
            </LocaleProvider>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const cell = (name: string) => within(within(canvasElement).getByRole('region', { name }));
    await expect(cell('nl').getByText('Score 4,71 op 5, 25.769 beoordelingen')).toBeInTheDocument();
    await expect(cell('no count').getByText('Note 3,8 sur 5')).toBeInTheDocument();
    await expect(cell('one review').getByText('1 avis')).toBeVisible();
  },
};
