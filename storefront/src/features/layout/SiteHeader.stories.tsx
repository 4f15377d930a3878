import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asTextQueriesRead, firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { headerSearchMessages } from '../search/index.ts';
import { layoutMessages } from './messages.ts';
import { switcherMessages } from './switcher-messages.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Screens/Header',
  component: SiteHeader,
  ...screenMeta('/'),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const universe = { fr: ['Chien', 'Chat'], nl: ['Hond', 'Kat'] } as const;

/**
 * The mega-menu: the dog panel (its tiles, each with its picture), Tab into its tiles, Escape closes it and gives
 * focus back to its button; opening the cat panel closes the dog's. (Enter and Space on the button are the
 * browser's own `<summary>` behaviour, pressed in e2e/header.spec.ts with a real keyboard.)
 */
export const MegaMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = layoutMessages[locale];
    const [dog, cat] = universe[locale];
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: t.mainMenu }, firstLoad);
    const dogButton = within(menu).getByText(dog, { selector: 'summary' });
    await userEvent.click(dogButton);
    const dogPanel = dogButton.closest('details')!;
    await waitFor(() => expect(dogPanel).toHaveAttribute('open'));
    const tiles = within(dogPanel).getAllByRole('link');
    await expect(tiles[0]).toHaveAccessibleName(t.menuAll(dog));
    await expect(tiles.length).toBeGreaterThanOrEqual(6);
    await expect(dogPanel.querySelectorAll('img').length).toBe(tiles.length);
    await expect(dogButton).toHaveFocus();
    await userEvent.tab();
    await expect(tiles[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dogPanel).not.toHaveAttribute('open'));
    await expect(dogButton).toHaveFocus();

    await userEvent.click(dogButton);
    const catButton = within(menu).getByText(cat, { selector: 'summary' });
    await userEvent.click(catButton);
    await waitFor(() => expect(catButton.closest('details')).toHaveAttribute('open'));
    await expect(dogPanel).not.toHaveAttribute('open');
  },
};

/**
 * The mega-menu's keys (WAI-ARIA disclosure navigation menu): Left and Right between the top-level entries, Home and
 * End to the first and last, Down into the panel's links, Down and Up among them, Escape closes the panel and gives
 * focus back to its button.
 */
export const MegaMenuKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = layoutMessages[locale];
    const [dog, cat] = universe[locale];
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: t.mainMenu }, firstLoad);
    const dogButton = within(menu).getByText(dog, { selector: 'summary' });
    const catButton = within(menu).getByText(cat, { selector: 'summary' });
    const dogPanel = dogButton.closest('details')!;
    const list = within(menu).getByTestId('main-menu');
    // The keys load once the page has painted.
    await waitFor(() => expect(list).toHaveAttribute('data-keys'), firstLoad);
    const entries = list.querySelectorAll(':scope > li > details > summary, :scope > li > a');
    await expect(entries.length).toBeGreaterThan(2);
    dogButton.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(catButton).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dogButton).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(entries[entries.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(entries[0]).toHaveFocus();
    dogButton.focus();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dogPanel).toHaveAttribute('open'));
    const links = within(dogPanel).getAllByRole('link');
    await expect(links[0]).toHaveFocus();
    await expect(links[0]).toHaveAccessibleName(t.menuAll(dog));
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[0]).toHaveFocus();
    // The first link stays the first: no wrapping out of the panel.
    await userEvent.keyboard('{ArrowUp}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dogPanel).not.toHaveAttribute('open'));
    await expect(dogButton).toHaveFocus();

    // Right from an open panel's button closes it; the photograph shows the cat panel opened with Down.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dogPanel).toHaveAttribute('open'));
    dogButton.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(catButton).toHaveFocus();
    await expect(dogPanel).not.toHaveAttribute('open');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(catButton.closest('details')).toHaveAttribute('open'));
    await expect(within(catButton.closest('details')!).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** The Dutch menu: the cat panel opened for its photograph. */
export const MegaMenuDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: layoutMessages.nl.mainMenu }, firstLoad);
    await userEvent.click(within(menu).getByText('Kat', { selector: 'summary' }));
    await expect(await within(menu).findByRole('link', { name: layoutMessages.nl.menuAll('Kat') })).toBeVisible();
  },
};

/**
 * The country and language panel: the design system's selects (not the browser's), labelled, in a GET form to
 * `/_locale`; Escape closes it and gives focus back to its button.
 */
export const CountryAndLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = switcherMessages[locale];
    const canvas = within(canvasElement);
    const switcher = await canvas.findByTestId('locale-switcher', {}, firstLoad);
    const button = switcher.querySelector('summary')!;
    await userEvent.click(button);
    await waitFor(() => expect(switcher).toHaveAttribute('open'));
    const form = await within(switcher).findByRole('form', { name: t.switcherTitle }, firstLoad);
    await expect(form).toHaveAttribute('action', '/_locale');
    const country = within(form).getByRole('combobox', { name: t.country });
    const language = within(form).getByRole('combobox', { name: t.language });
    await expect(country).toHaveValue(locale === 'nl' ? 'be' : 'fr');
    await expect(language).toHaveValue(locale);
    // The design system's select: its own frame and chevron, not the browser's look.
    await expect(getComputedStyle(country).appearance).toBe('none');
    await expect(country.parentElement!.querySelector('svg')).not.toBeNull();
    await expect(within(form).getByRole('button', { name: t.apply })).toBeVisible();
    country.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(switcher).not.toHaveAttribute('open'));
    await expect(button).toHaveFocus();
    // Reopened for the photograph.
    await userEvent.click(button);
    await waitFor(() => expect(switcher).toHaveAttribute('open'));
  },
};

export const CountryAndLanguageDutch: Story = { ...CountryAndLanguage, globals: { locale: 'nl' } };

/**
 * Suggestions while typing: products with their picture and price and categories from the server's search, in a
 * listbox the arrow keys move through while focus stays in the box; Escape closes it.
 */
export const SearchSuggestions: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = layoutMessages[locale];
    const s = headerSearchMessages[locale];
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: t.searchLabel }, firstLoad);
    await userEvent.click(box);
    await userEvent.type(box, locale === 'fr' ? 'poulet' : 'kip');
    const combobox = await canvas.findByRole('combobox', { name: t.searchLabel }, firstLoad);
    const list = await canvas.findByRole('listbox', { name: s.suggestions }, firstLoad);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // Typing pauses, then the server's answer for the whole word.
    await waitFor(() => expect(list).toHaveAttribute('data-query', locale === 'fr' ? 'poulet' : 'kip'), firstLoad);
    const options = within(list).getAllByRole('option');
    await expect(options.length).toBeGreaterThanOrEqual(2);
    await expect(within(list).getByRole('group', { name: s.products })).toBeVisible();
    await expect(options[0]!.querySelector('img')).not.toBeNull();
    await expect(options[0]).toHaveTextContent('€');
    await expect(options.at(-1)).toHaveTextContent(asTextQueriesRead(s.allResults(locale === 'fr' ? 'poulet' : 'kip')));
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'false');
    // The live region says how many there are.
    await expect(await canvas.findByText(s.count(options.length - 1))).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveValue(locale === 'fr' ? 'poulet' : 'kip');
    // Typing again brings them back, for the photograph.
    await userEvent.type(combobox, 's');
    await userEvent.keyboard('{Backspace}');
    await canvas.findByRole('listbox', { name: s.suggestions }, firstLoad);
  },
};
