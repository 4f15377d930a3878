import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Root,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Modifier la fréquence</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Fréquence de livraison</Dialog.Title>
        <Dialog.Description>Votre prochaine livraison sera recalculée.</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">Annuler</Button>
          </Dialog.Close>
          <Button>Enregistrer</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Modifier la fréquence' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fréquence de livraison' });
    await expect(dialog).toHaveAccessibleDescription('Votre prochaine livraison sera recalculée.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moves inside and is trapped: tabbing past the last control comes back to the first.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(close).toBeVisible());
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithItsButton: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Modifier la fréquence' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open in every size (controlled); the close button is labelled in Dutch under the nl locale. */
export const AllStates: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <div>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Dialog.Root key={size}>
          <Dialog.Trigger asChild>
            <Button variant="secondary">{`Open ${size}`}</Button>
          </Dialog.Trigger>
          <Dialog.Content size={size} aria-describedby={undefined}>
            <Dialog.Title>{`Venster ${size}`}</Dialog.Title>
            <Text as="p">Uw volgende levering wordt opnieuw berekend.</Text>
          </Dialog.Content>
        </Dialog.Root>
      ))}
      <Dialog.Root defaultOpen>
        <Dialog.Content size="small" aria-describedby={undefined}>
          <Dialog.Title>Standaard geopend</Dialog.Title>
          <Text as="p">Met alleen de sluitknop.</Text>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Standaard geopend' });
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const size of ['small', 'large']) {
      await userEvent.click(screen.getByRole('button', { name: `Open ${size}` }));
      const opened = await screen.findByRole('dialog', { name: `Venster ${size}` });
      await waitFor(() => expect(opened).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  },
};

/**
 * `placement="end"`: a side sheet the screen's full height along the end edge (the shop's mini-cart drawer); the
 * whole width on a phone. Escape closes it and focus goes back to its trigger.
 */
export const SideSheet: Story = {
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Panier</Button>
      </Dialog.Trigger>
      <Dialog.Content placement="end">
        <Dialog.Title>Votre panier</Dialog.Title>
        <Dialog.Description>2 articles, livraison offerte dès 49 €.</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">Continuer mes achats</Button>
          </Dialog.Close>
          <Button>Commander</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Panier' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Votre panier' });
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Fermer' })).toBeVisible());
    await waitFor(() => {
      const box = sheet.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
      expect(Math.round(box.top)).toBe(0);
      expect(Math.round(box.height)).toBe(window.innerHeight);
      expect(box.left).toBeGreaterThanOrEqual(0);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Opened again for the photograph.
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Votre panier' });
  },
};
