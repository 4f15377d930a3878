import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopSchedule } from '../../shop-hours/shopHours.ts';
import { ShopHoursTag } from './ShopHoursTag.tsx';

const weekdays = [
  { opens: '09:00', closes: '12:00' },
  { opens: '14:00', closes: '19:00' },
];
const schedule: ShopSchedule = {
  weekly: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: [{ opens: '10:00', closes: '18:00' }],
  },
  specialClosings: [{ from: '2026-01-27', to: '2026-01-29' }, { from: '2026-05-01' }],
  specialOpenings: [{ from: '2026-12-20', hours: [{ opens: '10:00', closes: '13:00' }] }],
};

/** Fixed clocks in Paris winter time (UTC+1); 2026-01-12 is a Monday. */
const at = (isoLocal: string) => new Date(`${isoLocal}+01:00`);

const meta = {
  title: 'Shop/ShopHoursTag',
  component: ShopHoursTag,
  args: { schedule, now: at('2026-01-12T10:00:00') },
} satisfies Meta<typeof ShopHoursTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ouvert jusqu’à 12h00')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { now: at('2026-01-17T18:30:00') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gesloten · opent maandag 19 januari om 9:00')).toBeVisible();
  },
};

const cases = [
  ['open_until', '2026-01-12T10:00:00', 'Ouvert jusqu’à 12h00'],
  ['closes_in', '2026-01-12T18:35:00', 'Ferme dans 25 min'],
  ['opens_in', '2026-01-12T13:20:00', 'Ouvre dans 40 min'],
  ['opens_today', '2026-01-12T12:05:00', 'Fermé · ouvre aujourd’hui à 14h00'],
  ['opens_tomorrow', '2026-01-12T19:30:00', 'Fermé · ouvre demain à 9h00'],
  ['opens_on', '2026-01-17T18:30:00', 'Fermé · ouvre lundi 19 janvier à 9h00'],
  ['special_closure', '2026-01-28T10:00:00', 'Fermeture exceptionnelle du 27 janvier au 29 janvier'],
  ['special_opening', '2026-12-20T11:00:00', 'Ouverture exceptionnelle le 20 décembre'],
] as const;

/** Every tag of spec §4 with the clock that produces it. */
export const AllStates: Story = {
  render: (args) => (
    <dl style={{ display: 'grid', gap: 12, gridTemplateColumns: 'max-content 1fr', alignItems: 'center' }}>
      {cases.map(([name, time]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd style={{ margin: 0 }}>
            <ShopHoursTag schedule={args.schedule} now={at(time)} />
          </dd>
        </div>
      ))}
      <dt>closed</dt>
      <dd style={{ margin: 0 }}>
        <ShopHoursTag schedule={{ weekly: {} }} now={at('2026-01-12T10:00:00')} />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, , text] of cases) await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText('Fermé')).toBeVisible();
    // On the special closure the status says when it opens again.
    await expect(canvas.getByText('Fermé · ouvre vendredi 30 janvier à 9h00')).toBeVisible();
  },
};
