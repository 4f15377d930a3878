import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Markdown } from './Markdown.tsx';

const guide = `# Bien nourrir son chiot

Un chiot mange **3 à 4 repas** par jour jusqu’à 6 mois.
Passez ensuite à 2 repas.

## Transition alimentaire

1. Jours 1 à 3 : 25 % de nouvelles croquettes
2. Jours 4 à 6 : 50 %
3. Jour 7 : 100 %

> Une question ? Voir la [FAQ](/faq) ou [notre partenaire vétérinaire](https://example.org/veto).`;

const meta = {
  title: 'Commerce/Markdown',
  component: Markdown,
  args: { source: guide, headingOffset: 1 },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // headingOffset 1: the document's "#" sits under the page's own h1.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bien nourrir son chiot' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Transition alimentaire' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('rel');
    await expect(canvas.getByRole('link', { name: 'notre partenaire vétérinaire' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // breaks: true keeps the editor's single line break.
    await expect(canvasElement.querySelector('p br')).not.toBeNull();
  },
};

export const RefusesUnsafeLinks: Story = {
  args: {
    source: [
      '[Cliquez ici](javascript:alert(document.cookie))',
      '[Script VB](vbscript:msgbox(1))',
      '[Fichier](file:///etc/passwd)',
      '[Page](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<a href="javascript:alert(1)">HTML brut</a>',
      '![Pixel](data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=)',
    ].join('\n\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    for (const anchor of canvasElement.querySelectorAll('a')) {
      await expect(anchor.getAttribute('href') ?? '').not.toMatch(/^(javascript|vbscript|file|data):/i);
    }
    // The text stays, as text; raw HTML is shown escaped.
    await expect(canvas.getByText(/Cliquez ici/)).toBeVisible();
    await expect(canvas.getByText('<a href="javascript:alert(1)">HTML brut</a>')).toBeVisible();
    // A data image of an allowed type is kept.
    await expect(canvas.getByRole('img', { name: 'Pixel' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/gif/),
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'paragraphs', render: <Markdown source={'Croquettes au **poulet**.\nSans céréales.'} /> },
        { name: 'lists', render: <Markdown source={'- Poulet\n- Riz\n- Carottes'} /> },
        { name: 'heading offset to h6', render: <Markdown source={'##### Très petit titre'} headingOffset={3} /> },
        { name: 'bare URL', render: <Markdown source={'Plus sur https://example.org/conseils'} /> },
        {
          name: 'no external links',
          render: <Markdown source={'[Ailleurs](https://example.org)'} allowExternalLinks={false} />,
        },
        { name: 'empty', render: <Markdown source="" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 6, name: 'Très petit titre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://example.org/conseils' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const noExternal = within(canvas.getByRole('region', { name: 'no external links' }));
    await expect(noExternal.queryByRole('link')).toBeNull();
  },
};
