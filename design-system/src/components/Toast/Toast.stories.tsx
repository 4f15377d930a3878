import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider.tsx';

function ShowToast({ label, toast }: { label: string; toast: ToastOptions }) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>{label}</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { children: null },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ShowToast label="Ajouter au panier" toast={{ tone: 'positive', message: 'Produit ajouté au panier' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const live = within(region).getByRole('status');
    // The live region exists before anything is shown, so the addition is announced; it is polite.
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(live).toHaveTextContent('Produit ajouté au panier');
    // Closing by keyboard.
    await userEvent.click(within(live).getByRole('button', { name: 'Fermer la notification' }));
    await expect(live).toBeEmptyDOMElement();
  },
};

export const HidesItself: Story = {
  render: () => <ShowToast label="Copier" toast={{ message: 'Code copié', duration: 300 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier' }));
    await waitFor(() => expect(canvas.getByText('Code copié')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Code copié')).toBeNull(), { timeout: 2000 });
  },
};

/** Every tone at once, with and without a title, plus a sticky one; the timer pauses under the pointer. */
export const AllStates: Story = {
  render: () => (
    <Inline space="small">
      {(['info', 'positive', 'caution', 'critical'] as const).map((tone) => (
        <ShowToast
          key={tone}
          label={`Toast ${tone}`}
          toast={{ tone, title: `Titre ${tone}`, message: `Message ${tone}`, duration: null }}
        />
      ))}
      <ShowToast label="Sans titre" toast={{ message: 'Sans titre', duration: 400 }} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of ['info', 'positive', 'caution', 'critical']) {
      await userEvent.click(canvas.getByRole('button', { name: `Toast ${tone}` }));
    }
    const live = within(canvas.getByRole('region', { name: 'Notifications' })).getByRole('status');
    await waitFor(() => expect(live.querySelectorAll('[data-toast]')).toHaveLength(4));
    // Hovering keeps a timed toast on screen past its duration.
    await userEvent.click(canvas.getByRole('button', { name: 'Sans titre' }));
    const timed = await within(live).findByText('Sans titre');
    await userEvent.hover(timed);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(within(live).getByText('Sans titre')).toBeInTheDocument();
    await userEvent.unhover(timed);
    await waitFor(() => expect(within(live).queryByText('Sans titre')).toBeNull(), { timeout: 2000 });
  },
};
