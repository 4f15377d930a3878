import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { exitPopupStorage } from '../service/index.ts';
import { bannerMessages } from './banner-messages.ts';
import { consentCookie } from './consent.ts';
import { MarketingScreen } from './MarketingScreen.tsx';
import { marketingMessages } from './messages.ts';
import { resetMarketing } from './runtime.ts';
import { marketingStorage } from './storage.ts';

type Lang = 'fr' | 'nl';
const popups = {
  country_selection_wall: {
    campaign: 'country-wall',
    fr: { title: 'Choisissez votre pays', body: 'Les prix et la livraison dépendent de votre pays.' },
    nl: { title: 'Kies uw land', body: 'Prijzen en levering hangen af van uw land.' },
  },
  language_switcher_wall: {
    campaign: 'language-wall',
    fr: { title: 'Choisissez votre langue', body: 'Ce site existe en français et en néerlandais.' },
    nl: { title: 'Kies uw taal', body: 'Deze website bestaat in het Frans en in het Nederlands.' },
  },
  markdown_modal: {
    campaign: 'nouvelle-recette',
    fr: {
      title: 'Nouvelle recette au thon',
      body: 'Nos **bouchées sans céréales au thon** arrivent : découvrez-les dans la [gamme chat](/chat/patees/).\n\n[un lien piégé](javascript:alert(1))',
    },
    nl: {
      title: 'Nieuw recept met tonijn',
      body: 'Onze **graanvrije brokjes met tonijn** zijn er: ontdek ze in het [kattenassortiment](/nl/kat/natvoer/).\n\n[een valse link](javascript:alert(1))',
    },
  },
  exit_popup: {
    campaign: 'newsletter-exit',
    fr: {
      title: 'Attendez ! 5 € offerts',
      body: 'Inscrivez-vous et recevez **5 € de remise** sur votre première commande.',
    },
    nl: { title: 'Wacht even! € 5 korting', body: 'Schrijf u in en krijg **€ 5 korting** op uw eerste bestelling.' },
  },
} as const;

/** The tracker answering one pop-up (in the call's language), as content's campaigns would. */
const trackerWith = (type: keyof typeof popups) => [
  http.post('*/api/tracking/', ({ request }) => {
    const lang: Lang = new URL(request.url).searchParams.get('locale')?.startsWith('nl') ? 'nl' : 'fr';
    const popup = popups[type];
    return HttpResponse.json({
      popup: { campaign: popup.campaign, popup_type: type, popup_configuration: popup[lang] },
      page_view_done: {},
    });
  }),
];

/**
 * The tracker answering the banner alone (the mocks' own answer also arms the exit pop-up for a guest, which the
 * photographs' pointer could set off): the texts of content's campaigns for the call's language.
 */
const trackerWithBanner = [
  http.post('*/api/tracking/', ({ request }) => {
    const nl = new URL(request.url).searchParams.get('locale')?.startsWith('nl');
    return HttpResponse.json({
      top_header: nl
        ? {
            campaign: 'bienvenue-be-nl',
            content: 'Welkom! Gratis levering in België vanaf € 59',
            link: '/nl/pagina/levering/',
          }
        : {
            campaign: 'livraison-noel',
            content: 'Commandez avant le 18 décembre pour être livré avant Noël',
            link: '/page/livraison/',
          },
      page_view_done: {},
    });
  }),
];

const setConsent = (answered: boolean) => {
  document.cookie = answered
    ? `${consentCookie}=v1.a0.d0; Path=/; SameSite=Lax`
    : `${consentCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
};

const meta = {
  title: 'Screens/Marketing',
  component: MarketingScreen,
  ...screenMeta('/'),
  beforeEach: (context) => {
    screenMeta('/').beforeEach(context);
    resetMarketing();
    localStorage.removeItem(marketingStorage.answeredPopups);
    localStorage.removeItem(marketingStorage.abtests);
    localStorage.removeItem(exitPopupStorage.shownAt);
    localStorage.removeItem(exitPopupStorage.signedUp);
    sessionStorage.clear();
    document.cookie = 'gamelle_country=; Path=/; Max-Age=0';
    // Pop-up stories photograph the pop-up alone: the consent was given before.
    setConsent(!!(context.parameters as { consentAnswered?: boolean }).consentAnswered);
  },
} satisfies Meta<typeof MarketingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const banner = () => document.querySelector('#top-header-banner [data-campaign]');

/**
 * The tracker's banner for the story's language (content's campaigns for FR and for Belgian Dutch guests): in its
 * reserved band, a polite live region, closable; on a first visit the consent banner shows too.
 */
export const Banner: Story = {
  parameters: { msw: trackerWithBanner },
  play: async ({ globals }) => {
    const lang = localeOfStory(globals);
    const t = bannerMessages[lang];
    await waitFor(() => expect(banner()).not.toBeNull(), firstLoad);
    await expect(banner()).toHaveAttribute('data-campaign', lang === 'nl' ? 'bienvenue-be-nl' : 'livraison-noel');
    await expect(document.querySelector('#top-header-banner')).toHaveAttribute('aria-live', 'polite');
    await expect(body().getByRole('button', { name: t.bannerClose })).toBeVisible();
    await waitFor(() => expect(body().getByTestId('consent-banner')).toBeVisible(), firstLoad);
  },
};
export const BannerDutch: Story = { ...Banner, globals: { locale: 'nl' } };

/** Closing the banner: it goes and its band folds, focus is not moved anywhere surprising. */
export const BannerClosed: Story = {
  parameters: { msw: trackerWithBanner, consentAnswered: true },
  play: async ({ globals }) => {
    const t = bannerMessages[localeOfStory(globals)];
    await waitFor(() => expect(banner()).not.toBeNull(), firstLoad);
    await userEvent.click(body().getByRole('button', { name: t.bannerClose }));
    await waitFor(() => expect(banner()).toBeNull());
    await expect(document.querySelector('#top-header-banner')).toHaveAttribute('data-collapsed', 'true');
  },
};

/** The consent banner: accept and refuse side by side, « Choisir » opens the two purposes. */
export const ConsentBanner: Story = {
  parameters: { msw: trackerWithBanner },
  play: async ({ globals }) => {
    const t = marketingMessages[localeOfStory(globals)];
    const consent = await body().findByTestId('consent-banner', {}, firstLoad);
    await expect(within(consent).getByRole('heading', { name: t.consentTitle })).toBeVisible();
    await expect(within(consent).getByRole('button', { name: t.consentAccept })).toBeVisible();
    await expect(within(consent).getByRole('button', { name: t.consentRefuse })).toBeVisible();
    await waitFor(() => expect(banner()).not.toBeNull(), firstLoad);
  },
};
export const ConsentBannerDutch: Story = { ...ConsentBanner, globals: { locale: 'nl' } };

/** Choosing: analytics yes, advertising no; the answer is kept and the banner goes; the footer reopens it. */
export const ConsentChoices: Story = {
  parameters: { msw: trackerWithBanner },
  play: async ({ globals }) => {
    const t = marketingMessages[localeOfStory(globals)];
    const consent = await body().findByTestId('consent-banner', {}, firstLoad);
    await userEvent.click(within(consent).getByRole('button', { name: t.consentChoose }));
    await userEvent.click(within(consent).getByRole('checkbox', { name: t.consentAnalytics }));
    await expect(within(consent).getByRole('checkbox', { name: t.consentAds })).not.toBeChecked();
    await userEvent.click(within(consent).getByRole('button', { name: t.consentSave }));
    await waitFor(() => expect(body().queryByTestId('consent-banner')).toBeNull());
    await expect(document.cookie).toContain(`${consentCookie}=v1.a1.d0`);
    await userEvent.click(body().getByRole('button', { name: bannerMessages[localeOfStory(globals)].consentReopen }));
    const reopened = await body().findByTestId('consent-banner');
    await waitFor(() => expect(reopened).toHaveFocus());
    await userEvent.click(within(reopened).getByRole('button', { name: t.consentChoose }));
    await expect(within(reopened).getByRole('checkbox', { name: t.consentAnalytics })).toBeChecked();
  },
};

const wallStory = (type: 'country_selection_wall' | 'language_switcher_wall'): Story => ({
  parameters: { msw: trackerWith(type), consentAnswered: true },
  play: async ({ globals }) => {
    const lang = localeOfStory(globals);
    const t = marketingMessages[lang];
    const dialog = await body().findByRole('dialog', { name: popups[type][lang].title }, firstLoad);
    const submit = type === 'country_selection_wall' ? t.countryWallSubmit : t.languageWallSubmit;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: submit })).toBeVisible());
    const form = dialog.querySelector('form')!;
    await expect(form.getAttribute('action')).toBe('/_locale');
    // The design system's controls, labelled: a select of countries, or radios of languages in a named group.
    if (type === 'country_selection_wall') {
      const country = within(form).getByRole('combobox', { name: t.country });
      await expect(getComputedStyle(country).appearance).toBe('none');
      await expect(within(country).getAllByRole('option')).toHaveLength(3);
    } else {
      const group = within(form).getByRole('radiogroup', { name: t.language });
      await expect(
        within(group).getByRole('radio', { name: lang === 'fr' ? t.languageFr : t.languageNl }),
      ).toBeChecked();
      await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    }
  },
});

/** The country wall (a visitor from Luxembourg on a first visit): the switcher's countries, to `/_locale`. */
export const CountryWall: Story = wallStory('country_selection_wall');
export const CountryWallDutch: Story = { ...CountryWall, globals: { locale: 'nl' } };
/** The language wall (Belgian guests on the home page). */
export const LanguageWall: Story = wallStory('language_switcher_wall');
export const LanguageWallDutch: Story = { ...LanguageWall, globals: { locale: 'nl' } };

/** The markdown modal: the campaign's text rendered and sanitised (the `javascript:` link is plain text). Left open. */
export const MarkdownModal: Story = {
  parameters: { msw: trackerWith('markdown_modal'), consentAnswered: true },
  play: async ({ globals }) => {
    const lang = localeOfStory(globals);
    const dialog = await body().findByRole('dialog', { name: popups.markdown_modal[lang].title }, firstLoad);
    await waitFor(() => expect(dialog.querySelector('strong')).not.toBeNull(), firstLoad);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // The refused link stays text: no anchor leads to a script.
    await expect(dialog.querySelectorAll('a[href*="javascript" i]')).toHaveLength(0);
    await expect(dialog).toHaveTextContent('javascript:alert(1)');
  },
};

/** Escape closes it, and it counts as answered (it does not come back). */
export const MarkdownModalEscape: Story = {
  parameters: { msw: trackerWith('markdown_modal'), consentAnswered: true },
  play: async ({ globals }) => {
    await body().findByRole('dialog', { name: popups.markdown_modal[localeOfStory(globals)].title }, firstLoad);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem(marketingStorage.answeredPopups)).toContain('nouvelle-recette');
  },
};
export const MarkdownModalDutch: Story = { ...MarkdownModal, globals: { locale: 'nl' } };

/** The exit pop-up is the newsletter's, armed by the campaign: the mouse at the top for a second shows it. */
export const ExitPopup: Story = {
  parameters: { msw: trackerWith('exit_popup'), consentAnswered: true },
  play: async ({ globals }) => {
    const lang = localeOfStory(globals);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    document.dispatchEvent(new MouseEvent('mousemove', { clientY: 3, bubbles: true }));
    const dialog = await body().findByRole('dialog', { name: popups.exit_popup[lang].title }, { timeout: 4000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const ExitPopupDutch: Story = { ...ExitPopup, globals: { locale: 'nl' } };
