import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion.tsx';

const faq = [
  { value: 'delivery', title: 'Quand ma commande est-elle livrée ?', body: 'Sous 48 à 72 heures ouvrées.' },
  { value: 'subscription', title: 'Comment modifier mon abonnement ?', body: 'Depuis votre compte, 4 jours avant.' },
  { value: 'returns', title: 'Puis-je retourner un produit ?', body: 'Oui, sous 14 jours, non ouvert.' },
];

const items = faq.map((q) => (
  <AccordionItem key={q.value} value={q.value} title={q.title}>
    <p>{q.body}</p>
  </AccordionItem>
));

const meta = {
  title: 'Shop/Accordion',
  component: Accordion,
  args: { type: 'single', defaultValue: null, onValueChange: fn(), children: items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single mode: opening one item closes the other; the open one can be closed again. */
export const Default: Story = {
  render: (args) => <Accordion {...args}>{items}</Accordion>,
  play: async ({ canvas, args }) => {
    const [delivery, subscription, returns] = canvas.getAllByRole('button');
    if (!delivery || !subscription || !returns) throw new Error('three headers expected');
    // Each header is a button inside a level-3 heading, controlling its panel.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    const panelId = delivery.getAttribute('aria-controls') ?? '';
    await expect(document.getElementById(panelId)).not.toBeVisible();

    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: faq[0]?.title })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');

    // Keyboard: Tab to the header, arrows between headers, Enter and Space toggle.
    await userEvent.keyboard('{ArrowDown}');
    await expect(subscription).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(subscription).toHaveAttribute('aria-expanded', 'true');
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(delivery).toHaveFocus();
    await userEvent.click(subscription);
    await expect(subscription).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

/** Multiple mode with a level-2 heading: items open independently. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['returns'], headingLevel: 2, children: items },
  render: (args) => <Accordion {...args}>{items}</Accordion>,
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const [delivery, , returns] = canvas.getAllByRole('button');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(delivery as HTMLElement);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['returns', 'delivery']);
    await userEvent.click(returns as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['delivery']);
  },
};

/** A single accordion that always keeps one item open. */
export const NotCollapsible: Story = {
  args: { type: 'single', defaultValue: 'delivery', collapsible: false, children: items },
  render: (args) => <Accordion {...args}>{items}</Accordion>,
  play: async ({ canvas }) => {
    const delivery = canvas.getAllByRole('button')[0] as HTMLElement;
    await expect(delivery).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(delivery);
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  },
};

function ControlledFaq() {
  const [open, setOpen] = useState<string | null>('returns');
  return (
    <div>
      <Accordion type="single" value={open} onValueChange={setOpen}>
        {items}
      </Accordion>
      <button type="button" onClick={() => setOpen('delivery')}>
        Ouvrir la livraison
      </button>
    </div>
  );
}

/** Controlled: the page decides which item is open (e.g. from the URL's hash). */
export const Controlled: Story = {
  render: () => <ControlledFaq />,
  play: async ({ canvas }) => {
    const [delivery, , returns] = canvas.getAllByRole('button');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la livraison' }));
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Closed, open, disabled item, in both modes. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      <Accordion type="single">{items}</Accordion>
      <Accordion type="single" defaultValue="subscription">
        {items}
      </Accordion>
      <Accordion type="multiple" defaultValue={['delivery', 'returns']} headingLevel={4}>
        {items}
        <AccordionItem value="disabled" title="Rubrique indisponible" disabled>
          <p>—</p>
        </AccordionItem>
      </Accordion>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rubrique indisponible' })).toBeDisabled();
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};
