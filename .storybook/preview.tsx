import type { Decorator, Preview } from '@storybook/react-vite';
import { LocaleProvider, ThemeProvider, isLocale, type BrandTheme } from '../design-system/src/index.ts';
import { croquetterieTheme } from '../design-system/src/theme/themes/croquetterie.ts';
import { gamelleTheme } from '../design-system/src/theme/themes/gamelle.ts';
import { mistigriTheme } from '../design-system/src/theme/themes/mistigri.ts';
import { chromaticModes, viewports } from './modes.ts';
import { mocksLoader } from './storefront/msw.ts';

// The third brand, Mistigri, is only a token file (brandThemeFromTokens): no component knows about it.
const themes: Record<string, BrandTheme> = {
  gamelle: gamelleTheme,
  croquetterie: croquetterieTheme,
  mistigri: mistigriTheme,
};

// The story test runs once per brand (vitest projects `storybook`, `storybook:croquetterie`,
// `storybook:mistigri`): each project defines STORYBOOK_THEME, so axe checks every story in every theme.
const initialTheme = import.meta.env.STORYBOOK_THEME ?? 'gamelle';

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? gamelleTheme;
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'fr';
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider locale={locale}>
        <div lang={locale} style={{ padding: 16 }}>
          <Story />
        </div>
      </LocaleProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  // MSW over @gamelle/mocks, for the stories that set `parameters.msw` (the storefront's screens). The forms'
  // validation (`useShopForm` loads it when the page is idle) is loaded before a story renders, as a page has it
  // by the time a person submits: a play function's submit then validates without racing that import. A form's
  // own lazy schema still loads on demand; its stories wait for the outcome.
  // The fields' error catalogue likewise (a page loads it when idle, FieldErrorText.tsx): an invalid story's text is
  // there on its first render, as on a page by the time a person has filled a form.
  loaders: [
    mocksLoader,
    () => import('../design-system/src/forms/validate.ts').then(() => ({})),
    () =>
      import('../design-system/src/forms/FieldErrorText.tsx')
        .then((module) => module.loadFieldErrors())
        .then(() => ({})),
  ],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.values(themes).map((t) => ({ value: t.name, title: t.label })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of component strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'nl', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, locale: 'fr' },
  parameters: {
    // axe's default rules plus the one WCAG 2.2 AA rule it leaves off by default (target size, 2.5.8): every
    // story in both themes must pass all of WCAG 2.2 A/AA here, and a violation fails its test (the components
    // suite of `npm test`; the visual suite does not run axe on stories again).
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    viewport: { options: viewports },
    // Published to Chromatic only with a project token (visual-tests/scripts/chromatic.mjs): theme × width.
    chromatic: { modes: chromaticModes(Object.keys(themes)) },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
