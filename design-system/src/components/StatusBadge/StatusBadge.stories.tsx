import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES, STATUS_DISPLAY_GROUPS } from '@gamelle/contract/order/statuses';
import { expect, within } from 'storybook/test';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Commerce/StatusBadge',
  component: StatusBadge,
  args: { status: 'shipped' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expédiée')).toBeVisible();
    await expect(canvasElement.querySelector('[data-status-group]')).toHaveAttribute('data-status-group', 'positive');
  },
};

/** Every status of spec §4, grouped as the spec groups them, in French then Dutch. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        ...Object.entries(STATUS_DISPLAY_GROUPS).map(([group, statuses]) => ({
          name: group,
          render: (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {statuses.map((status) => (
                <StatusBadge key={status} status={status} />
              ))}
            </div>
          ),
        })),
        {
          name: 'nl',
          render: (
            <LocaleProvider locale="nl">
              <div lang="nl" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {ORDER_STATUSES.map((status) => (
                  <StatusBadge key={status} status={status} />
                ))}
              </div>
            </LocaleProvider>
          ),
        },
        {
          name: 'subscription',
          render: (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <StatusBadge status="active" subject="subscription" />
              <StatusBadge status="paused" subject="subscription" />
              <StatusBadge status="stopped" subject="subscription" />
            </div>
          ),
        },
        { name: 'unknown', render: <StatusBadge status="on_hold" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    for (const [group, statuses] of Object.entries(STATUS_DISPLAY_GROUPS)) {
      const cell = within(canvasElement).getByRole('region', { name: group });
      const badges = cell.querySelectorAll('[data-status-group]');
      await expect(badges).toHaveLength(statuses.length);
      for (const badge of badges) await expect(badge).toHaveAttribute('data-status-group', group);
    }
    const nl = within(canvasElement).getByRole('region', { name: 'nl' });
    await expect(nl).toHaveTextContent('Betaling mislukt');
    await expect(within(canvasElement).getByRole('region', { name: 'subscription' })).toHaveTextContent('Actif');
    await expect(within(canvasElement).getByRole('region', { name: 'unknown' })).toHaveTextContent('on hold');
  },
};
