import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'composition', children: null },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const ProductTabs = (props: { value?: string; defaultValue?: string; onValueChange?: (v: string) => void }) => (
  <Tabs.Root {...props}>
    <Tabs.List label="Informations produit">
      <Tabs.Tab value="composition">Composition</Tabs.Tab>
      <Tabs.Tab value="ration">Ration</Tabs.Tab>
      <Tabs.Tab value="avis">Avis</Tabs.Tab>
    </Tabs.List>
    <Tabs.Panel value="composition">
      <Text as="p">Canard frais 32 %, patate douce, pois.</Text>
    </Tabs.Panel>
    <Tabs.Panel value="ration">
      <Text as="p">120 g par jour pour un chien de 10 kg.</Text>
    </Tabs.Panel>
    <Tabs.Panel value="avis">
      <Text as="p">4,71 sur 5.</Text>
    </Tabs.Panel>
  </Tabs.Root>
);

export const Default: Story = {
  render: (args) => <ProductTabs defaultValue={args.defaultValue} />,
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Informations produit' })).toBeVisible();
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    // Arrows wrap at both ends.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('4,71 sur 5.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

function Controlled() {
  const [value, setValue] = useState('ration');
  return (
    <div>
      <ProductTabs value={value} onValueChange={setValue} />
      <Text as="p">{`Onglet choisi : ${value}`}</Text>
    </div>
  );
}

/** Uncontrolled, controlled, and a disabled tab skipped by the arrows. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled />
      <Tabs.Root defaultValue="un">
        <Tabs.List label="Avec un onglet désactivé">
          <Tabs.Tab value="un">Un</Tabs.Tab>
          <Tabs.Tab value="deux" disabled>
            Deux
          </Tabs.Tab>
          <Tabs.Tab value="trois">Trois</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="un">Premier</Tabs.Panel>
        <Tabs.Panel value="deux">Second</Tabs.Panel>
        <Tabs.Panel value="trois">Troisième</Tabs.Panel>
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Avis' }));
    await expect(canvas.getByText('Onglet choisi : avis')).toBeVisible();
    const withDisabled = within(canvas.getByRole('tablist', { name: 'Avec un onglet désactivé' }));
    await userEvent.click(withDisabled.getByRole('tab', { name: 'Un' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(withDisabled.getByRole('tab', { name: 'Trois' })).toHaveFocus();
  },
};
