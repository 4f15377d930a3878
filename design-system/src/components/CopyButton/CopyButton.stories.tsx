import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { CopyButton } from './CopyButton.tsx';

const meta = {
  title: 'Commerce/CopyButton',
  component: CopyButton,
  args: { text: 'BIENVENUE5', children: 'Copier le code', copy: fn(async () => {}), onCopy: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier le code' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const pressedAt = performance.now();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('BIENVENUE5');
    await expect(args.onCopy).toHaveBeenCalledWith('BIENVENUE5');
    await expect(button).toHaveTextContent('Copié');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copié');
    // Still there a second later; gone after 1500 ms, and never before (the timer starts after the press).
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(button).toHaveTextContent('Copié');
    await waitFor(() => expect(button).toHaveTextContent('Copier le code'), { timeout: 2500 });
    await expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(1500);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Failure: Story = {
  // The feedback is held so that reviewers (and the visual suite, however loaded its machine) always see it; the
  // shop's 1500 ms are checked in Default.
  args: { copy: fn(async () => Promise.reject(new Error('refused'))), feedbackMs: 600_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le code' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copie impossible');
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'rest', render: <CopyButton text="X" copy={async () => {}} /> },
        {
          name: 'named',
          render: (
            <CopyButton text="https://gamelle.fr/p/ABC" copy={async () => {}}>
              Copier le lien de parrainage
            </CopyButton>
          ),
        },
        { name: 'disabled', render: <CopyButton text="X" disabled /> },
        {
          name: 'nl',
          render: (
            <LocaleProvider locale="nl">
              <span lang="nl">
                {/* Feedback held for review (1500 ms in the shop, see Default). */}
                <CopyButton text="X" copy={async () => {}} feedbackMs={600_000} />
              </span>
            </LocaleProvider>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const nl = within(within(canvasElement).getByRole('region', { name: 'nl' }));
    await userEvent.click(nl.getByRole('button', { name: 'Kopiëren' }));
    await expect(nl.getByRole('status')).toHaveTextContent('Gekopieerd');
    const cell = (name: string) => within(within(canvasElement).getByRole('region', { name }));
    await expect(cell('rest').getByRole('button', { name: 'Copier' })).toBeEnabled();
    await expect(cell('disabled').getByRole('button', { name: 'Copier' })).toBeDisabled();
  },
};
