import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Link } from './Link.tsx';
import { LinkComponentProvider, type LinkComponentProps } from './LinkComponentProvider.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/fr/chien/croquettes', children: 'Voir les croquettes pour chien' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Voir les croquettes pour chien' });
    await expect(link).toHaveAttribute('href', '/fr/chien/croquettes');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const RefusesJavascript: Story = {
  args: { href: 'javascript:alert(document.cookie)', children: 'Lien piégé' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const text = canvas.getByText('Lien piégé');
    await expect(text.closest('[href]')).toBeNull();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
  },
};

export const External: Story = {
  args: { href: 'https://www.avis-verifies.com/gamelle', external: true, children: 'Nos avis clients' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Nos avis clients/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Nos avis clients (s’ouvre dans un nouvel onglet)');
  },
};

const refused = [
  'javascript:alert(1)',
  'JAVA\nSCRIPT:alert(1)',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'https://ailleurs.example/sans-drapeau-external',
];
const accepted = [
  '/fr/compte',
  '#avis',
  'mailto:service@gamelle.fr',
  'tel:+33123456789',
  'data:image/png;base64,iVBORw0KGgo=',
];

/** Tones, weights, external, and every refused URL rendered as inert text. */
export const AllStates: Story = {
  render: () => (
    <Stack space="small">
      <Text as="p">
        Dans une phrase : <Link href="/fr/livraison">livraison offerte</Link> dès 49 €.
      </Text>
      <Link href="/fr" tone="neutral">
        Ton neutre
      </Link>
      <Link href="/fr" weight="strong">
        Graisse forte
      </Link>
      <Link href="https://www.facebook.com/gamelle" external>
        Externe
      </Link>
      {accepted.map((href) => (
        <Link key={href} href={href}>{`Accepté ${href.slice(0, 12)}`}</Link>
      ))}
      {refused.map((href, index) => (
        <Link key={href} href={href}>{`Refusé ${index + 1}`}</Link>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let index = 1; index <= refused.length; index += 1) {
      const text = canvas.getByText(`Refusé ${index}`);
      await expect(text.closest('a')).toBeNull();
      await expect(text).toHaveAttribute('data-link-refused');
    }
    for (const href of accepted) {
      await expect(canvas.getByRole('link', { name: `Accepté ${href.slice(0, 12)}` })).toHaveAttribute('href', href);
    }
  },
};

/** Dutch strings come from the locale toolbar/provider. */
export const ExternalInDutch: Story = {
  args: { href: 'https://www.gamelle.be', external: true, children: 'Gamelle België' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Gamelle België (opent in een nieuw tabblad)');
  },
};

function RouterAnchor({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={href} data-router-link="">
      {children}
    </a>
  );
}

/** Under the app's settings: internal links go through its router, absolute URLs to its own origin stay links. */
export const WithRouterAndOrigin: Story = {
  render: () => (
    <LinkComponentProvider component={RouterAnchor} siteOrigin="https://www.gamelle.fr">
      <Stack space="small">
        <Link href="/fr/chat">Chat</Link>
        <Link href="https://www.gamelle.fr/fr/chien">Chien (absolu)</Link>
        <Link href="https://ailleurs.example/">Ailleurs sans drapeau</Link>
      </Stack>
    </LinkComponentProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat' })).toHaveAttribute('data-router-link');
    const absolute = canvas.getByRole('link', { name: 'Chien (absolu)' });
    await expect(absolute).toHaveAttribute('href', 'https://www.gamelle.fr/fr/chien');
    await expect(absolute).not.toHaveAttribute('target');
    await expect(canvas.queryByRole('link', { name: 'Ailleurs sans drapeau' })).toBeNull();
  },
};
