import { preloadCombobox } from '@gamelle/design-system';
import { recommendationRefusalTexts } from '@gamelle/contract/guide/pet-guide';
import type { RecommendationRefusal } from '@gamelle/contract/guide/rations';
import { mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useSearch } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  showsErrorPage,
  storyCustomerId,
  storyPetId,
} from '../../storybook/shop-story.tsx';
import { BiNutritionGuidePage } from './BiNutritionGuidePage.tsx';
import { BiNutritionResult } from './BiNutritionResult.tsx';
import { GuideEntrance } from './GuideEntrance.tsx';
import { readBiNutritionResultSearch, readBiNutritionSearch, readKibbleGuideSearch } from './guide-search.ts';
import { KibbleGuidePage } from './KibbleGuidePage.tsx';
import { KibbleGuideResult } from './KibbleGuideResult.tsx';
import { guideMessages } from './messages.ts';
import { guidePartMessages } from './part-messages.ts';

/**
 * The guides as their routes assemble them, chosen by the story's URL (a click on a step's button changes the URL
 * and the screen follows, as in the shop): the entrances, each step, the results, every check's message.
 */
function GuideScreen({ loggedOut }: { loggedOut?: boolean }) {
  const path = useLocation({ select: (l) => l.pathname });
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const customerId = loggedOut ? null : storyCustomerId();
  if (customerId === null) return <GuideEntrance kind="kibble" customerId={null} />;
  const result = path.endsWith('/recommandations/');
  if (path === '/guide-croquettes/') return <GuideEntrance kind="kibble" customerId={customerId} />;
  if (path === '/userGuide/guide-nutrition-full/') return <GuideEntrance kind="full" customerId={customerId} />;
  if (path === '/userGuide/guide-nutrition-short/') return <GuideEntrance kind="short" customerId={customerId} />;
  if (path.startsWith('/guide-croquettes/'))
    return result ? (
      <KibbleGuideResult customerId={customerId} id={storyPetId()} />
    ) : (
      <KibbleGuidePage customerId={customerId} id={storyPetId()} search={readKibbleGuideSearch(search)} />
    );
  const kind = path.startsWith('/mini-') ? 'short' : 'full';
  return result ? (
    <BiNutritionResult
      kind={kind}
      customerId={customerId}
      id={storyPetId()}
      search={readBiNutritionResultSearch(search)}
    />
  ) : (
    <BiNutritionGuidePage
      kind={kind}
      customerId={customerId}
      id={storyPetId()}
      search={readBiNutritionSearch(search)}
    />
  );
}

const meta = {
  title: 'Screens/Guides',
  // The breed field's chunk (LazyCombobox) is there before the story renders, as on a page the server rendered.
  loaders: [() => preloadCombobox()],
  component: GuideScreen,
  ...screenMeta('/guide-croquettes/'),
  render: (args) => <GuideScreen {...args} />,
  args: {},
} satisfies Meta<typeof GuideScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = (path: string, extra: Record<string, unknown> = {}) => ({ shop: { path, loggedIn: true, ...extra } });
const messages = (globals: Record<string, unknown>) => ({
  ...guideMessages[localeOfStory(globals)],
  ...guidePartMessages[localeOfStory(globals)],
});
const kibble = (query = '') => `/guide-croquettes/1/${query}`;
const full = (query = '') => `/guide-bi-nutrition/1/${query}`;
/** Praline (adult cat): an adult kibble, the chicken recipe, wet food every day. */
const menuQuery = 'meals=every_day&kibble=CHAT-SEC-ADULTE-POULET&recipes=CHAT-HUMIDE-POULET';

/** The kibble guide's entrance: the customer's pets, each a way in, and another pet to add. */
export const KibbleEntrance: Story = {
  parameters: logged('/guide-croquettes/'),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t.startFor('Praline') }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.addAnother })).toBeVisible();
  },
};

/** No pet yet: the guide leads to creating one first (spec §2), and the new pet comes back to it. */
export const EntranceNoPet: Story = {
  parameters: logged('/guide-croquettes/', { pets: 'none' }),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asTextQueriesRead(t.noPet), {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.addPet })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/(mon-compte\/mes-animaux\/ajouter|nl\/mijn-account\/mijn-huisdieren\/add)\/\?guide=kibble$/,
      ),
    );
  },
};

/** A visitor: the guide works on a pet of the account, so log in first (and come back). */
export const EntranceLoggedOut: Story = {
  args: { loggedOut: true },
  parameters: { shop: { path: '/guide-croquettes/' } },
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const link = await within(canvasElement).findByRole('link', { name: t.login }, firstLoad);
    await expect(link.getAttribute('href')).toMatch(/(connexion|verbinding)\/\?retour=/);
  },
};

/** The bi-nutrition guides' entrance without a pet (full): the customer's cats only. */
export const BiNutritionEntrance: Story = {
  parameters: logged('/userGuide/guide-nutrition-full/'),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.chooseCat }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.startFor('Praline') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(guide-bi-nutrition|gids-bi-voeding)\/1\/$/),
    );
  },
};

/**
 * The kibble guide's three steps with the keyboard: each step's button moves on, the focus lands on the next
 * step's heading, the answers travel in the URL; the last step saves the pet and shows the result.
 */
export const KibbleSteps: Story = {
  parameters: logged(kibble()),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.heading_profile('Praline') }, firstLoad),
    ).toBeVisible();
    // The steps' form arrives with its own chunk (guide-parts.ts): it renders once that has arrived.
    await userEvent.click(await canvas.findByRole('button', { name: t.next }, firstLoad));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: t.heading_shape('Praline') })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: t.heading_diet('Praline') })).toHaveFocus(),
    );
    await expect(canvas.getByRole('link', { name: `1. ${t.step_profile}` })).toBeVisible();
  },
};

/** Step 2, the shape: the design system's body-condition pictures. */
export const KibbleShape: Story = { parameters: logged(kibble('?step=shape')), play: stepShown((t) => t.next) };

/** Step 3, the diet. */
export const KibbleDiet: Story = { parameters: logged(kibble('?step=diet')), play: stepShown((t) => t.seeResult) };

/**
 * The result: our first choice open, with its ration, format, duration and frequency, to the cart; the others one
 * line each (name, ration, price) that opens on the same details.
 */
export const KibbleResult: Story = {
  parameters: logged(kibble('recommandations/')),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: t.mainPick }, firstLoad)).toBeVisible();
    const main = canvas.getAllByRole('article')[0]!;
    // The details and their way to the cart arrive with their own chunk (add-to-cart-part.ts).
    await within(main).findByRole('button', { name: t.addToCart }, firstLoad);
    // The only add-to-cart button shown is our first choice's: the others are closed.
    await expect(canvas.getAllByRole('button', { name: t.addToCart })).toHaveLength(1);
    const alternatives = canvas.getByRole('heading', { level: 3, name: t.alternatives }).parentElement!;
    const others = within(alternatives).getAllByRole('button', { expanded: false });
    await expect(others.length).toBeGreaterThan(1);
    await expect(others[0]).toHaveAccessibleName(new RegExp(t.gramsPerDay(0).replace('0', '\\d+')));
    await userEvent.click(others[0]!);
    await expect(others[0]).toHaveAttribute('aria-expanded', 'true');
    const details = canvasElement.ownerDocument.getElementById(others[0]!.getAttribute('aria-controls')!)!;
    await expect(within(details).getByRole('button', { name: t.addToCart })).toBeVisible();
    await userEvent.click(others[0]!);
    await userEvent.click(within(main).getByRole('button', { name: t.addToCart }));
    await expect(await within(main).findByText(t.added)).toBeVisible();
    const lines = [...mockState.carts.values()].flatMap((cart) => cart.items);
    await expect(lines.some((line) => (line.subscriptionInterval ?? 0) >= 21)).toBe(true);
  },
};

/** Bi-nutrition, step 1: the cat's profile (weight below 13 kg). */
export const BiNutritionProfile: Story = { parameters: logged(full()), play: stepShown((t) => t.next) };

/** Step 2: wet food three times a week or every day. */
export const BiNutritionMeals: Story = { parameters: logged(full('?step=meals')), play: stepShown((t) => t.next) };

/** Step 3: the kibble (ours suggested) and up to three recipes, the cat's stage first. */
export const BiNutritionSelection: Story = {
  parameters: logged(full('?step=selection&meals=every_day')),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.suggested, {}, firstLoad)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(await canvas.findByText(t.chooseRecipe)).toBeVisible();
  },
};

/** The short guide asks the meals in its selection (4 steps: profile, selection, ration, result). */
export const MiniGuideSelection: Story = {
  parameters: logged(`/mini-guide-bi-nutrition/1/?step=selection`),
  play: stepShown((t) => t.next),
};

/** Step 4: the day's portions of each food. */
export const BiNutritionRation: Story = {
  parameters: logged(full(`?step=ration&${menuQuery}`)),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    await expect(await within(canvasElement).findByTestId('menu-portions', {}, firstLoad)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: t.seeMenu })).toBeVisible();
  },
};

/** The result: the menu's duration, its packs, and the whole menu to the cart as a subscription. */
export const BiNutritionMenu: Story = {
  parameters: logged(full(`recommandations/?${menuQuery}`)),
  play: async ({ canvasElement, globals }) => {
    const t = messages(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('menu-duration', {}, firstLoad)).toHaveTextContent(/\d+/);
    // The way to the cart arrives with its own chunk (add-to-cart-part.ts).
    await userEvent.click(await canvas.findByRole('button', { name: t.addMenu }, firstLoad));
    await expect(await canvas.findByText(t.menuAdded(2))).toBeVisible();
  },
};

/** A check the mocks' real rules raise: an adult cat with a kitten's recipe. */
export const CheckAdultCatWithKittenFood: Story = {
  parameters: logged(full('?step=ration&meals=every_day&kibble=CHAT-SEC-ADULTE-POULET&recipes=CHAT-HUMIDE-CHATON')),
  play: checkPlay('adult_cat_with_kitten_food'),
};

/** Another real one: dog kibble in a cat's menu. */
export const CheckDogKibble: Story = {
  parameters: logged(full('?step=ration&meals=every_day&kibble=CHIEN-SEC-ADULTE-MR&recipes=CHAT-HUMIDE-POULET')),
  play: checkPlay('dog_kibble_for_cat_menu'),
};

/** The other checks of spec §8, each as the server answers it for a pet it concerns. */
export const CheckKittenWithAdultFood = refusedStory('kitten_with_adult_food');
export const CheckOverweight = refusedStory('overweight');
export const CheckPathology = refusedStory('pathology_needs_vet');
export const CheckDogPetType = refusedStory('dog_pet_type');
export const CheckNotEligible = refusedStory('not_eligible');
export const CheckNoRecipes = refusedStory('no_recipes');
export const CheckTechnicalError = refusedStory('technical_error');

/** The kibble guide refused (no recipes: 'service currently unavailable'). */
export const KibbleNoRecipes: Story = {
  parameters: {
    ...logged(kibble('recommandations/')),
    msw: [
      http.get('*/api/v2/shop/animals/:id/recommendations', ({ request }) => {
        const nl = new URL(request.url).searchParams.get('locale')?.startsWith('nl');
        return HttpResponse.json({
          animal: '/api/v2/shop/animals/1',
          eligible: false,
          refusals: ['no_recipes'],
          messages: [recommendationRefusalTexts.no_recipes[nl ? 'nl' : 'fr']],
          energyKcalPerDay: null,
          products: [],
        });
      }),
    ],
  },
  play: checkPlay('no_recipes'),
};

/** The server cannot answer: the shop's error page. */
export const ServerError: Story = {
  parameters: { ...logged(kibble('recommandations/')), msw: scenarios.serverError({ path: '*/recommendations' }) },
  play: showsErrorPage,
};

/** Dutch: the menu. */
export const DutchMenu: Story = { ...BiNutritionMenu, globals: { locale: 'nl' } };
/** Dutch: a check's message. */
export const DutchCheck: Story = { ...CheckAdultCatWithKittenFood, globals: { locale: 'nl' } };
/** Dutch: the kibble guide's result. */
export const DutchKibbleResult: Story = { ...KibbleResult, globals: { locale: 'nl' } };

/** A step's part arrives with its own chunk (guide-parts.ts): the story is shown once its button is there. */
function stepShown(button: (t: ReturnType<typeof messages>) => string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const name = button(messages(globals));
    await expect(await within(canvasElement).findByRole('button', { name }, firstLoad)).toBeVisible();
  };
}

function checkPlay(refusal: RecommendationRefusal): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const text = recommendationRefusalTexts[refusal][localeOfStory(globals)];
    const alert = await within(canvasElement).findByTestId('guide-refusals', {}, firstLoad);
    await expect(alert).toHaveTextContent(text);
  };
}

function refusedStory(refusal: RecommendationRefusal): Story {
  return {
    parameters: {
      ...logged(full(`?step=ration&${menuQuery}`)),
      msw: [
        http.post('*/api/v2/shop/animals/:id/bi-nutrition-menu', ({ request }) => {
          const language = new URL(request.url).searchParams.get('locale')?.startsWith('nl') ? 'nl' : 'fr';
          return HttpResponse.json({
            animal: '/api/v2/shop/animals/1',
            eligible: false,
            refusals: [refusal],
            messages: [recommendationRefusalTexts[refusal][language]],
            mealFrequency: 'every_day',
            wetDaysPerWeek: 7,
            energyKcalPerDay: null,
            kibble: null,
            recipes: [],
            durationDays: null,
            subscriptionInterval: null,
          });
        }),
      ],
    },
    play: checkPlay(refusal),
  };
}
