import { ApiError } from '@gamelle/contract/shared/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CancellationRequestDialog } from './CancellationRequestDialog.tsx';
import { ChangeFrequencyDialog } from './ChangeFrequencyDialog.tsx';
import { ChangeScopeDialog } from './ChangeScopeDialog.tsx';
import { ChangeShippingDateDialog } from './ChangeShippingDateDialog.tsx';
import { DraftLockedDialog } from './DraftLockedDialog.tsx';
import { ShipNowDialog } from './ShipNowDialog.tsx';

const meta = {
  title: 'Shop/SubscriptionModals',
  component: ChangeFrequencyDialog,
  args: {
    currentFrequency: 31,
    onConfirm: fn(),
    trigger: <Button variant="secondary">Modifier la fréquence</Button>,
  },
} satisfies Meta<typeof ChangeFrequencyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs render under <body>: queries go through the whole document. */
const screen = () => within(document.body);

/** The dialog fades in (opacity from 0): wait for the end of the animation before checking visibility. */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** Frequency: the ten choices, Confirm only once something changed, focus back on the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Modifier la fréquence' });
    await userEvent.click(trigger);
    const dialog = await screen().findByRole('dialog', { name: 'Modifier la fréquence de livraison' });
    const select = within(dialog).getByRole('combobox', { name: 'Fréquence de livraison' });
    await expect(select).toHaveFocus();
    await expect(within(select).getAllByRole('option')).toHaveLength(10);
    await expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
    await userEvent.selectOptions(select, '62');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(62));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FrequencyForFollowingOrder: Story = {
  args: { appliesToFollowingOrder: true, defaultOpen: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await visible(within(dialog).getByText(/s’appliquera à la commande suivante/));
  },
};

/** Past the 4-day cut-off every change dialog says "draft in progress" and points to customer service. */
export const Locked: Story = {
  args: { locked: true, contactHref: '/nous-contacter/' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la fréquence' }));
    const dialog = await screen().findByRole('dialog', { name: 'Commande en préparation' });
    await expect(dialog).toHaveTextContent('moins de 4 jours');
    await expect(within(dialog).getByRole('link', { name: 'Contacter le service client' })).toHaveAttribute(
      'href',
      '/nous-contacter/',
    );
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

/** Shipping date: the bounds are checked before anything is sent. */
export const ShippingDate: Story = {
  render: (args) => (
    <ChangeShippingDateDialog
      trigger={<Button variant="secondary">Changer la date</Button>}
      currentDate="2026-03-20"
      minDate="2026-03-10"
      maxDate="2026-06-30"
      nextShipmentOnly
      onConfirm={args.onConfirm as (date: string) => unknown}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Changer la date' }));
    const dialog = await screen().findByRole('dialog', { name: 'Modifier la date de la prochaine expédition' });
    await visible(within(dialog).getByText(/s’appliquera à l’expédition suivante/));
    const field = within(dialog).getByLabelText(/Nouvelle date d’expédition/);
    // A native date input: its keyboard is the browser's own, so the value is set as a picker would.
    fireEvent.change(field, { target: { value: '2026-03-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await visible(await within(dialog).findByText(/La date doit être .*10\/03\/2026/));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2026-04-02' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('2026-04-02'));
  },
};

/** Ship now: focus starts on Cancel (the step debits the card), then the 24 working hours promise. */
export const ShipNow: Story = {
  render: (args) => (
    <ShipNowDialog trigger={<Button>Expédier maintenant</Button>} onConfirm={args.onConfirm as () => unknown} />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expédier maintenant' }));
    let dialog = await screen().findByRole('dialog', { name: 'Expédier ma commande maintenant' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Expédier maintenant' }));
    dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expédier maintenant' }));
    await visible(await within(dialog).findByText(/expédiée et débitée sous 24 heures ouvrées/));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ShipNowFailure: Story = {
  render: () => (
    <ShipNowDialog
      defaultOpen
      onConfirm={() => Promise.reject(new ApiError({ status: 409, message: 'Votre carte a été refusée.' }))}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expédier maintenant' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    await expect(within(dialog).queryByText(/24 heures ouvrées/)).toBeNull();
  },
};

/** Address, carrier or payment: all draft orders or the next one only, chosen with the arrow keys. */
export const ChangeScope: Story = {
  render: (args) => (
    <ChangeScopeDialog
      change="address"
      summary={<p>Camille Martin, 12 rue des Lilas, 69003 Lyon</p>}
      trigger={<Button variant="secondary">Changer l’adresse</Button>}
      onConfirm={args.onConfirm as (scope: string) => unknown}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Changer l’adresse' }));
    const dialog = await screen().findByRole('dialog', { name: 'Changer l’adresse de livraison' });
    const all = within(dialog).getByRole('radio', { name: /Toutes mes commandes à venir/ });
    await expect(all).toBeChecked();
    all.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: /Ma prochaine commande uniquement/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('next_order_only'));
  },
};

/** Cancellation request: reason and message both required, then the operator follow-up is announced. */
export const CancellationRequest: Story = {
  render: (args) => (
    <CancellationRequestDialog
      trigger={<Button variant="ghost">Résilier mon abonnement</Button>}
      onSubmit={args.onConfirm as (values: unknown) => unknown}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Résilier mon abonnement' }));
    const dialog = await screen().findByRole('dialog', { name: 'Demander la résiliation' });
    await expect(dialog).toHaveTextContent('un conseiller reviendra vers vous');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await visible(await within(dialog).findByText('Merci de choisir une raison.'));
    await visible(within(dialog).getByText('Merci de préciser la raison de votre demande.'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Motif/ }), 'price');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Précisez/ }), 'Trop cher pour moi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'price', message: 'Trop cher pour moi.' }),
    );
    await visible(await within(dialog).findByText(/Votre demande a bien été envoyée/));
  },
};

/** Left open so axe also checks each dialog's open state (the stories above close theirs). */
export const OpenStates: Story = {
  render: (args) => (
    <ChangeShippingDateDialog
      defaultOpen
      currentDate="2026-03-20"
      minDate="2026-03-10"
      maxDate="2026-06-30"
      nextShipmentOnly
      onConfirm={args.onConfirm as (date: string) => unknown}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Modifier la date de la prochaine expédition' });
    await visible(within(dialog).getByRole('button', { name: 'Valider' }));
  },
};

export const ChangePaymentOpen: Story = {
  render: (args) => (
    <ChangeScopeDialog
      defaultOpen
      change="payment"
      summary={<p>Visa se terminant par 4242</p>}
      onConfirm={args.onConfirm as (scope: string) => unknown}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Changer le moyen de paiement' });
    await expect(within(dialog).getByRole('radio', { name: /Ma prochaine commande uniquement/ })).not.toBeChecked();
  },
};

export const LockedOpen: Story = {
  render: () => <DraftLockedDialog defaultOpen contactHref="/nous-contacter/" />,
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Commande en préparation' });
    await visible(within(dialog).getByRole('link', { name: 'Contacter le service client' }));
  },
};

/** The cancellation form with both errors showing, left open for axe. */
export const CancellationErrors: Story = {
  render: (args) => <CancellationRequestDialog defaultOpen onSubmit={args.onConfirm as (values: unknown) => unknown} />,
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Demander la résiliation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await visible(await within(dialog).findByText('Merci de choisir une raison.'));
    await expect(within(dialog).getByRole('combobox', { name: /Motif/ })).toHaveFocus();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  render: () => <ShipNowDialog defaultOpen onConfirm={() => undefined} />,
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Mijn bestelling nu verzenden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nu verzenden' }));
    await visible(await within(dialog).findByText(/binnen 24 werkuren verzonden en gedebiteerd/));
  },
};

/** Every dialog and state behind its opener; the play opens each one in turn and checks its title. */
export const AllStates: Story = {
  render: (args) => {
    const confirm = args.onConfirm as (value: unknown) => unknown;
    return (
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        <ChangeFrequencyDialog currentFrequency={31} onConfirm={confirm} trigger={<Button>Fréquence</Button>} />
        <ChangeShippingDateDialog
          currentDate="2026-03-20"
          minDate="2026-03-10"
          maxDate="2026-06-30"
          onConfirm={confirm}
          trigger={<Button>Date</Button>}
        />
        <ShipNowDialog onConfirm={() => undefined} trigger={<Button>Expédier</Button>} />
        <ChangeScopeDialog change="address" onConfirm={confirm} trigger={<Button>Adresse</Button>} />
        <ChangeScopeDialog change="carrier" onConfirm={confirm} trigger={<Button>Transporteur</Button>} />
        <ChangeScopeDialog change="payment" onConfirm={confirm} trigger={<Button>Paiement</Button>} />
        <CancellationRequestDialog onSubmit={confirm} trigger={<Button>Résiliation</Button>} />
        <DraftLockedDialog trigger={<Button>Verrouillée</Button>} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const expected: [string, string][] = [
      ['Fréquence', 'Modifier la fréquence de livraison'],
      ['Date', 'Modifier la date de la prochaine expédition'],
      ['Expédier', 'Expédier ma commande maintenant'],
      ['Adresse', 'Changer l’adresse de livraison'],
      ['Transporteur', 'Changer le transporteur'],
      ['Paiement', 'Changer le moyen de paiement'],
      ['Résiliation', 'Demander la résiliation'],
      ['Verrouillée', 'Commande en préparation'],
    ];
    for (const [trigger, title] of expected) {
      await userEvent.click(canvas.getByRole('button', { name: trigger }));
      await visible(await screen().findByRole('dialog', { name: title }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    }
  },
};

/** Decided per choice: a shorter rhythm comes too late for the next order, a longer one does not. */
export const FrequencyForFollowingOrderPerChoice: Story = {
  args: { appliesToFollowingOrder: (frequency: number) => frequency < 31, defaultOpen: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: 'Fréquence de livraison' });
    await expect(within(dialog).queryByText(/s’appliquera à la commande suivante/)).toBeNull();
    await userEvent.selectOptions(select, '62');
    await expect(within(dialog).queryByText(/s’appliquera à la commande suivante/)).toBeNull();
    await userEvent.selectOptions(select, '21');
    await visible(within(dialog).getByText(/s’appliquera à la commande suivante/));
  },
};
