import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoads, kb, servedScripts, type RouteFirstLoad } from '../scripts/first-load.ts';

// First-load JavaScript per route of the production build (issue 19), gzip bytes from TanStack Start's manifest:
// deterministic for a given build, no timing. Every route of the tree is checked, including the ones added after
// this file: a route without its own line gets the budget of a new page (below).
//
// Targets of issue 19: ≤ 115 KB on home, category and product, ≤ 130 KB on any page. Where a page is not there
// yet, its budget is its measured figure + 2 KB (re-measured 2026-11-26 03:00 UTC, shell 163.3 KB: +6 KB since 23 Nov for
// the footer's newsletter door and texts, sponsorship's link cookie and the route tree's new routes; then +2.7 KB for
// the guides' nine routes, every line raised by as much, the product page by its ration calculator's format duration
// too, the pages reading the session's 401 rule (now the session feature's, in a chunk of its own) by 0.3 KB more), to be lowered as bytes are won; `targetsKb` stays
// the goal and the report prints the distance.
//
// 2026-11-26 (issue 18): marketing adds 1.8 KB to every page (the banner's reserved band, its store, the tracker's
// loader, the footer's consent link; the tracker, consent, the data layer and the pop-ups load after the page) and
// ~1 KB more to product and category pages (their campaign slot, view_item). Every line is re-taken at its figure
// + 2 KB (shell 167.4 KB).
//
// 2026-11-26 06:15 UTC (issue 19, perf): every line lowered to its figure + 2 KB (shell 154.4 KB, from 168.2): the
// error page's suggestions, then the 404 and error pages themselves, load on demand; lazy chunks' JavaScript
// dependency lists left the shell (vite.config.ts); the session keeper and the newsletter's texts load after the
// page. Lower them again as bytes are won; never raise one without saying why on its line.
//
// 2026-11-26 13:00 UTC (issue 19, browser side): every line lowered to its figure + 2 KB (shell 137.5 KB, from
// 155.1): no server-function client in the browser (seroval and the RPC fetcher, vite.client-trims.ts), the shell
// in one file (vite.config.ts), React's own useSyncExternalStore, the navigation loading bar after the page. The
// figures quoted on the lines below are those of their day; the reasons still hold. 13:10: lowered again (shell
// 132.5 KB): the cart's notice band no longer uses Box, so the design system's sprinkles load with the pages whose
// own code uses them (the lines at the end of the table).
//
// 2026-11-26 16:20 UTC (issue 19, zod/mini): the twelve pages with a form lowered to their figure + 2 KB (−14.5 KB
// each, shell unchanged at 132.6 KB): the contract's schemas are written with zod/mini, which the bundler
// tree-shakes (10.6 KB of zod left on login, 25.3 KB before).
//
// 2026-11-27 03:05 UTC (issue 19, the shell, on main 6f7c197): every line lowered to its figure + 2 KB (shell 127.5 KB,
// from 132.0; every page −0.7 to −4.2 KB): the URL cart-action runner and the no-JavaScript cart notice load only
// on a page that has one, the campaign banner's content once a campaign brings one (the icon table, ContentLink and
// Alert left the shell with them), the header's cart count without the optimistic cart, and the cart's and the
// layout's strings split so the shell holds only the header's. The web view's payment change gets a line: its figure
// fell 1.8 KB, a new page's budget (shell + 14 KB) 4.5.
//
// 2026-11-27 06:10 UTC (issue 19, shell-diet2): 36 lines lowered to their figure + 2 KB (shell 127.3 KB, from 127.6;
// most pages −0.3 to −0.4 KB): the contract's limits.ts is two files behind one door, so the shell no longer carries
// the constants only forms, pets and pop-ups read. The newsletter token pages' lines stay (their figure +0.07 KB);
// the web-view demo's line also takes the product page's diet of 06:00 (−2.7).
const targetKb = (route: string) => targetsKb[route] ?? 130;
const targetsKb: Record<string, number> = { '/': 115, '/$': 115, '/produits/$product/{-$format}': 115 };

const budgetsKb: Record<string, number> = {
  // 2026-11-26 19:20 (issue 19): the best sellers and review score in their own chunk, 139.2 + 2 KB. 20:00: the
  // footer's links and the cart page's catalogue out of the shell, 138.7 + 2 KB. 23:20: the mega-menu and the
  // locale switcher load on intent or at idle (−0.6 on every page), 138.1 + 2 KB.
  '/': 138.8,
  // Issue 22 (2026-11-26 06:45 UTC): the category's sort and filters are the design system's select and checkboxes
  // (their field frame and its error texts, +4 KB; the issue asks for them instead of the browser's controls); the
  // filters' own code and the phone's side sheet already load after the page. Its figure 168.4 + 2 KB. 2026-11-26
  // 23:20 (issue 19): the header's menu and locale switcher on intent, 146.0 + 2 KB.
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, the campaign push's content on its
  // state, 144.7 → 141.0 + 2 KB.
  '/$': 142.6,
  // Issue 22: the product's gallery (thumbnails, keys, swipe; its zoom loads on demand) and the ration calculator's
  // design-system fields beside the buy box (the reviews now load after the page). Its figure 179.2 + 2 KB.
  // 2026-11-26 19:20 (issue 19): the buy box without the sprinkles (−5.3), the details and suggestions in their own
  // chunks (−2.1), the ration calculator in its own chunk (−1.0), the frequency select on demand (−1.4), the parts'
  // texts with them (−1.2): 151.3 + 2 KB. 20:00: the shell's footer links and cart catalogue, 150.8 + 2 KB. 23:20:
  // the header's menu and locale switcher on intent, 150.5 + 2 KB (on main c629298).
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, the campaign offer's content and the buy
  // box's Alert on their state, 150.2 → 146.1 + 2 KB. 06:10: the held submits' listener left the page (the head's
  // inline script holds them now), 145.8 → 145.1 + 2 KB.
  '/produits/$product/{-$format}': 147.1,
  // +1.1 KB (issue 22): a sample pack's page shares the product's summary, its picture now in the gallery (zoom on
  // demand). +0.3 KB (2026-11-26 11:00, main aae86f8): the shell's share of the mega-menu's arrow-key door and
  // the contract's one cookie list (issues 22 and 12), measured 175.0. 2026-11-26 19:20 (issue 19): the buy box
  // without the sprinkles, the frequency select on demand, the product parts' texts apart: 149.3 + 2 KB. 23:20:
  // the header's menu and locale switcher on intent, 148.2 + 2 KB.
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, the buy box's Alert on its state,
  // 146.7 → 143.7 + 2 KB.
  '/produits/echantillons/$sample': 145.3,
  // +0.3 KB (issue 22, 2026-11-26): the header's mega-menu, sticky header and the search box's lazy door add
  // 0.4 KB to the shell, the cart's mutations, the drawer and the suggestions load on demand; the cart page also
  // shares its line controls with the drawer (use-line-actions.ts). +0.5 KB (issue 22, catalogue): the suggestions'
  // grid two a row on a phone and the catalogue's texts it reads. +0.3 KB (2026-11-26 11:00, main aae86f8): the
  // totals row the cart now shares with the checkout's summary (+0.2, issue 12) and the shell's share above.
  // 2026-11-27 (issue 19, heavy34): FormError loads the error catalogue on demand (the coupon form), 159.0 → 156.1;
  // the suggestions' grid (cards, ratings, images) loads with their list, after the page, 152.5 + 2 KB.
  '/panier': 154.5,
  // 2026-11-26 23:20 (issue 19): the header's menu and locale switcher on intent, 134.3 + 2 KB.
  '/rechercher': 132.8,
  // +2.4 KB (issue 22, 2026-11-26): a static page shows its picture, an offer's terms (the subscription's, from the
  // contract's constants) and its calls to action; the subscription page moved here from the landings, whose route
  // shares ContentPage. Its figure 158.7 + 2 KB.
  '/page/$page': 134.0,
  '/landing/$landing': 134.1,
  // 2026-11-26 19:50 (issue 19): the forms' schemas and zod/mini load at idle (useShopForm's lazySchema), 171.4 and 165.7 + 2 KB.
  // 2026-11-26 23:15 (issue 19): the login screen's forms (react-hook-form, schemas, fields) in their own chunk,
  // hydrated after the first paint (deferredForm), 171.0 → 152.9 (main 1e69063) + 2 KB.
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 152.1 → 149.5 + 2 KB.
  // 2026-11-27 (issue 19, heavy34): the address book's texts out of the account's catalogue, 150.0 → 149.6 + 2 KB.
  '/connexion': 151.6,
  // 2026-11-27 00:20 (issue 19): the forgotten-password forms likewise (deferredForm), 164.7 → 143.3 + 2 KB.
  '/mot-de-passe-oublie/$forgotPassword': 144.5,
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 156.3 → 153.9 + 2 KB. 02:57: the
  // next deliveries' and last order's texts apart from their features' catalogues, 150.0 + 2 KB.
  '/mon-compte/': 149.8,
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 146.1 → 143.7 + 2 KB.
  '/mon-compte/bienvenue': 143.5,
  // 19:50 (issue 19, schemas at idle): 170.6 + 2 KB. 2026-11-27 02:35 (issue 19): its identity and password forms
  // behind deferredForm, each a chunk of its own (react-hook-form, fields), 169.7 → 146.9 + 2 KB.
  // 02:40: the area's texts apart (account-area-messages.ts), 144.5 + 2 KB.
  '/mon-compte/mes-informations-personnelles': 144.4,
  // −17.9 KB (issue 19): libphonenumber-js with the five phone countries' metadata only (the contract's
  // phoneMetadata), 249.6 → 231.7 (231.8 on main 94566e3). Its figure + 2 KB, as the checkout's first step below.
  // −14.6 KB (issue 19, zod/mini), 217.2 on main a169878. 19:50: the address form's schema and zod/mini at idle, 205.8.
  // 26 Nov 23:20: the form (react-hook-form, the phone library, its fields) in a chunk of its own, 205.4 → 162.1.
  // 2026-11-27 (issue 19, heavy34): the deletion dialog (Radix Dialog) loads on Delete's hover, focus or press, and
  // its texts left the account's catalogue (address/messages.ts), 161.4 → 145.3 + 2 KB.
  '/mon-compte/mes-adresses': 147.3,
  // The subscription page (issue 15) carries the design system's change dialogs (react-hook-form, zod); the relay-point
  // finder already loads when its dialog opens. Its figure + 2 KB until the dialogs load on demand too. +0.1 KB
  // (issue 13, bot check): the forms' error catalogue says a missing bot-check token as the server does (FR, NL).
  // 2026-11-26 16:00 (issue 19): every dialog of the page (the design system's four, the delivery, card and contact
  // ones) loads when one first opens (lazy-dialogs.tsx): Radix Dialog, react-hook-form and zod left, −64.2 KB.
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 167.1 → 164.7 + 2 KB.
  // 2026-11-27 (issue 19): the locked order's text apart from the other refusals' (contract's locked.ts); Radix Tabs
  // kept (the stack's choice: the hand-written tabs of b4755ef were reverted), 163.5 + 2 KB.
  '/mon-compte/mes-abonnements/$subscription/': 165.5,
  // The funnel's first step (issue 14, landed 23:33 UTC): address, shipping and payment forms with zod,
  // react-hook-form and libphonenumber at first load. Its figure + 2 KB until its steps load lazily.
  // 2026-11-26: its two dialogs (Radix Dialog, the 409's texts) load after the page, 279.3 → 270.1 KB (270.6 with
  // the header's 0.4 KB in the shell, issue 22); the relay map is lazy too. 26 Nov 16:00 (issue 19): the phone
  // field's metadata for its five countries only, 252.8 → 234.9 (235.0 on main 94566e3). −14.6 KB (zod/mini),
  // 220.4 on main a169878. 19:50: the steps' schemas and zod/mini load at idle, 207.5. 26 Nov 23:05: each step in
  // a chunk of its own, the address step's form (react-hook-form, the phone library) hydrated after the first
  // paint, 207.1 → 150.4.
  '/commande/$order/': 148.2,
  // The pets (issue 16, 2026-11-26, shell 163.5 KB): a profile carries its deletion dialog; the add and edit pages
  // the account's pet form (zod, react-hook-form, React Aria's combobox and date field) and the photo dialog with
  // the upload's calls. Their figures + 2 KB; the list stays within a new account page's budget.
  // 2026-11-27 02:35 (issue 19): the deletion dialog (Radix Dialog) loads on the button's hover, focus or press,
  // 169.1 → 151.2 + 2 KB. 02:40: the area's texts apart (account-area-messages.ts), 148.8 + 2 KB.
  '/mon-compte/mes-animaux/$animal/': 149.5,
  // +0.2 KB each (issue 22, catalogue): the shell's share of the listing grid's phone rule and the catalogue's lazy doors.
  // 2026-11-26 16:00 (issue 19): the breed field's React Aria loads in its own chunk (LazyCombobox), −57.9 KB;
  // figures on main 264759a (shell 133.0, zod/mini landed) + 2 KB, these and the guides' and subscription's lines.
  // 26 Nov 23:35: the form and the photo dialog in a chunk of their own, hydrated after the first paint, 212.7 →
  // 167.0 and 212.1 → 166.5. 2026-11-27 02:35: the photo upload's client (the image service's calls, zod/mini)
  // with the first upload, 166.8 → 153.8 and 166.3 → 153.2 + 2 KB.
  // 02:40: the area's texts apart (account-area-messages.ts), 151.4 and 150.9 + 2 KB.
  '/mon-compte/mes-animaux/$animal/modifier': 151.2,
  '/mon-compte/mes-animaux/ajouter': 150.6,
  // The guides (issue 16, 2026-11-26, shell 166.0 KB: +2.7 KB for their nine routes' definitions and URL reader):
  // a step page carries the design system's pet form (zod, react-hook-form, React Aria's combobox and date field),
  // as the account's pet pages do; a result, the products' cards and the cart's calls. Their figures + 2 KB; the
  // entrances stay within a new page's budget.
  // 2026-11-26 16:00 (issue 19): the pet form's breed field loads its React Aria in its own chunk, −58.1 KB.
  // 2026-11-27 (issue 19): each step's code in a chunk of its own, loaded with its step (the pet form's steps behind
  // deferredForm, the meals, selection, ration and a dog's refusal with the contract's schemas), 187.5 → 148.3 and
  // 196.4 → 149.1. Then the pet's values and the breeds' list for the form's defaults in the form's chunk, 146.6 and
  // 147.4. Then the parts' own texts in their own module (part-messages.ts): 141.5 and 142.3 on the shell of 127.5.
  '/guide-croquettes/$animal/': 143.1,
  '/guide-bi-nutrition/$animal/': 143.9,
  '/mini-guide-bi-nutrition/$animal/': 143.9,
  // The kibble result's other kibbles are one accordion line each (the design system's Accordion and its icon) so
  // that a phone shows a short list: 171.8 → 174.2 KB, this line its figure + 2 KB. Loading the alternatives'
  // accordion lazily should bring it back to the old line; not done yet (issue 16's phone layout, 26 Nov).
  // 2026-11-27 (issue 19): each kibble's details (the format's select, the way to the cart) in a chunk of their own,
  // hydrated after the first paint (deferredForm), 156.6 → 150.0; their texts with them (part-messages.ts): 147.5 on
  // the shell of 127.5.
  '/guide-croquettes/$animal/recommandations': 149.1,
  // +0.4 KB (issue 22, catalogue): the products' cards share the listing's grid, two a row on a phone.
  // 2026-11-27 (issue 19): the menu's way to the cart (RadioGroup, FrequencySelect, the cart's calls) in a chunk of
  // its own, hydrated after the first paint (deferredForm), 156.3 → 150.9. The parts' texts apart (part-messages.ts)
  // cost it 0.4 (it loads both modules): 149.7 on the shell of 127.5, within this line.
  '/guide-bi-nutrition/$animal/recommandations': 151.3,
  '/mini-guide-bi-nutrition/$animal/recommandations': 151.3,
  // The contact page (issue 17, 2026-11-26): the form with react-hook-form and zod at first load, as the login's.
  // Its figure + 2 KB. Its route adds 0.3 KB to the shell (definition and title). 19:50 (issue 19): its schemas
  // and zod/mini load at idle, 166.4. 2026-11-27 00:15 (issue 19): its form (react-hook-form, schemas, fields) in its
  // own chunk, hydrated after the first paint (deferredForm), 165.3 → 141.7 + 2 KB.
  '/nous-contacter': 142.7,
  // Pages whose own code uses the design system's Box (its sprinkles, 2.8 KB gzip with their class table and
  // runtime, which left the shell on 26 Nov 13:10, issue 19): over a new page's budget by that much. Figure + 2 KB.
  '/commande/$order/confirmation': 148.6,
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 144.3 → 141.7 + 2 KB.
  '/faq/{-$faqQuery}': 143.4,
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 147.5 → 144.9 + 2 KB.
  '/magasins/': 146.6,
  '/magasins/$shop': 145.9,
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 157.2 → 154.8 + 2 KB.
  '/mon-compte/mes-abonnements/$subscription/historique/': 155.9,
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 157.3 → 154.9 + 2 KB.
  '/mon-compte/mes-abonnements/$subscription/historique/$order': 156.0,
  // 2026-11-27 02:40 (issue 19): the area's texts apart (account-area-messages.ts), 156.2 → 153.8 + 2 KB.
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 152.8 → 150.2 + 2 KB.
  // 2026-11-27 13:30 (issue 19): raised to 152.0 + 0.8 KB. The shell grew 127.3 → 128.5 since 06:00 (+0.3 of it the
  // after-paint script's wait for the first paint and the priority picture, 8a75d73: no script before the LCP in 70
  // runs), and fieldError.ts (0.4) came into the page's first load with the design system's fields.
  '/mon-compte/mes-parrainages': 152.8,
  // 2026-11-27 02:40 (issue 19): account pages that had no line (a new account page's budget, 155.0) after
  // the area's texts apart (account-area-messages.ts): their figures + 2 KB.
  '/mon-compte/mes-abonnements/': 152.2,
  '/mon-compte/mes-animaux/': 148.1,
  '/mon-compte/mes-commandes/': 149.7,
  '/mon-compte/mes-commandes/$order': 150.7,
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 147.0 → 144.4 + 2 KB.
  // 2026-11-27 13:30: the shell's +1.2 KB since 06:00 (see the sponsorships' line) took the margin; 146.4 + 0.8 KB.
  '/newsletter/confirmation/$token': 147.2,
  // 2026-11-27 06:00 (issue 19): the fields' error catalogue after the page, 147.0 → 144.4 + 2 KB.
  // 2026-11-27 13:30: as the confirmation's, 146.5 + 0.8 KB.
  '/newsletter/desinscription/$token': 147.3,
  '/web-view/{$subscription}-changement-de-paiement': 144.2,
  '/webView/demo': 146.7,
};

/**
 * A route without a line above (a page added since): 130 KB, or while the shared shell (the root's files) is
 * itself over 116 KB, the shell + 14 KB of the page's own code; an account page also carries the account layout.
 */
function budgetOf(route: string, shellBytes: number): number {
  const listed = budgetsKb[route];
  if (listed !== undefined) return listed;
  const page = Math.max(130, shellBytes / 1024 + 14);
  return route.startsWith('/mon-compte') ? page + accountLayoutKb : page;
}
/** The account layout (menu, sign-out, messages) every `/mon-compte` page shares. */
const accountLayoutKb = 9;

/**
 * Screens whose code only their own pages may load first: a module of `features/<domain>/` in the first load of a
 * route outside these prefixes fails (checkout, account, guides, maps, service pages are route-split).
 */
const screenFeatures: Record<string, readonly string[]> = {
  // The sponsor's link page (/parrainage) shares the sponsorship queries' module, which holds the account client.
  // The web view's demo (/webView/demo/) asks for the app's link with the account's session (its client).
  customer: ['/connexion', '/mot-de-passe-oublie', '/mon-compte', '/commande', '/parrainage', '/webView'],
  address: ['/mon-compte', '/commande'],
  checkout: ['/commande'],
  order: ['/mon-compte', '/commande'],
  // The web view's payment change and its demo (issue 15) are subscription screens.
  subscription: ['/mon-compte', '/commande', '/web-view', '/webView'],
  pet: ['/mon-compte', '/guide-croquettes', '/guide-bi-nutrition', '/mini-guide-bi-nutrition'],
  guide: ['/guide-croquettes', '/guide-bi-nutrition', '/mini-guide-bi-nutrition', '/userGuide'],
  store: ['/magasins'],
  sponsorship: ['/mon-compte', '/parrainage'],
  service: ['/faq', '/nous-contacter', '/maintenance', '/newsletter'],
};

/** Catalogue pages: the shop's front, where forms libraries have no business in the first load. */
const cataloguePages = { exact: ['/', '/$', '/panier', '/rechercher'], under: ['/produits/', '/page/', '/landing/'] };
const isCataloguePage = (route: string) =>
  cataloguePages.exact.includes(route) || cataloguePages.under.some((prefix) => route.startsWith(prefix));

/** Libraries that only some pages may load first (`allowed` route prefixes; none: loaded on demand everywhere). */
const libraries: { name: string; pattern: RegExp; allowed: (route: string) => boolean }[] = [
  { name: 'markdown', pattern: /^(markdown-it|mdurl|linkify-it|uc\.micro|entities|punycode)\//, allowed: () => false },
  { name: 'PDF', pattern: /^(pdfjs-dist|pdf-lib|jspdf|@react-pdf\/[^/]+|pdfkit)\//, allowed: () => false },
  {
    name: 'maps',
    pattern: /^(leaflet|maplibre-gl|mapbox-gl|ol|react-leaflet|@vis\.gl\/[^/]+)\//,
    allowed: (route) => route.startsWith('/magasins'),
  },
  { name: 'zod', pattern: /^zod\//, allowed: (route) => !isCataloguePage(route) },
  { name: 'react-hook-form', pattern: /^(react-hook-form|@hookform\/[^/]+)\//, allowed: (r) => !isCataloguePage(r) },
  { name: 'libphonenumber-js', pattern: /^libphonenumber-js\//, allowed: (route) => !isCataloguePage(route) },
];

function screenViolations(load: RouteFirstLoad): string[] {
  const found = new Map<string, string[]>();
  for (const { id } of load.modules) {
    const feature = /^storefront\/src\/features\/([^/]+)\//.exec(id)?.[1];
    const owners = feature ? screenFeatures[feature] : undefined;
    // A route's URL reader (`validateSearch`, a `*-search.ts` that imports nothing) stays in the router's shell.
    const searchReader = id.endsWith('-search.ts');
    // The footer of every page offers the newsletter: its lazy door, its texts and its styles (the server draws the
    // form, which must not move when its code arrives); the form itself loads on its own.
    const footerNewsletter =
      /^storefront\/src\/features\/service\/(LazyNewsletterForm\.tsx|newsletter-footer-messages\.ts|newsletter\.css\.ts)$/.test(
        id,
      );
    if (owners && !searchReader && !footerNewsletter && !owners.some((prefix) => load.route.startsWith(prefix))) {
      found.set(`the ${feature} screens' code`, [...(found.get(`the ${feature} screens' code`) ?? []), id]);
    }
    for (const library of libraries) {
      if (library.pattern.test(id) && !library.allowed(load.route)) {
        found.set(library.name, [...(found.get(library.name) ?? []), id]);
      }
    }
  }
  return [...found].map(([what, ids]) => `${load.route} loads ${what} first: ${ids.slice(0, 5).join(', ')}`);
}

const dist = join(import.meta.dirname, '..', 'dist');

test('first-load JavaScript: each route within its budget, no other screen\u2019s code', async () => {
  const { routes, shell } = await firstLoads(dist);
  const problems: string[] = [];
  const table: string[] = [];
  for (const load of routes) {
    const budget = budgetOf(load.route, shell.bytes);
    const target = targetKb(load.route);
    table.push(
      `${kb(load.bytes).padStart(6)} KB  budget ${budget.toFixed(1).padStart(5)}  target ${target}  ${load.route}`,
    );
    problems.push(...screenViolations(load));
    if (load.bytes / 1024 <= budget) continue;
    // The modules that are this page's own (not the shell's) come first: they are usually what grew.
    const shellIds = new Set(shell.modules.map((module) => module.id));
    const own = load.modules.filter((module) => !shellIds.has(module.id));
    problems.push(
      [
        `${load.route}: ${kb(load.bytes)} KB gzip, over its budget of ${budget.toFixed(1)} KB (target ${target} KB)`,
        `  its own modules (${kb(own.reduce((total, module) => total + module.bytes, 0))} KB, shell ${kb(shell.bytes)} KB):`,
        ...own.slice(0, 15).map((module) => `    ${kb(module.bytes)} KB ${module.id}`),
      ].join('\n'),
    );
  }
  console.log(`First-load JS, KB gzip (shell ${kb(shell.bytes)} KB):\n${table.join('\n')}`);
  expect(problems, problems.join('\n\n')).toEqual([]);
});

test('the manifest is what the pages load, and no script is requested before the first paint', async ({ request }) => {
  const { routes } = await firstLoads(dist);
  for (const [path, route] of [
    ['/', '/'],
    ['/produits/croquettes-chien-adulte-moyenne-race-au-poulet/', '/produits/$product/{-$format}'],
    ['/connexion/', '/connexion'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const { files, inHead } = servedScripts(html);
    expect([...files].sort(), path).toEqual([...routes.find((load) => load.route === route)!.files].sort());
    // The entry and its module preloads come from the after-paint script (issue 19), none from the head.
    expect(inHead, path).toEqual([]);
  }
});

// A category's document as a first visitor gets it (no cookie: the consent banner drawn, not logged in), in gzip,
// headers and chunk framing included, must fit the first round trip of Lighthouse's simulated phone: Lantern's TCP
// sends 10 × 1460 = 14,600 bytes in it, and one byte more costs a round trip (~150 ms of simulated LCP, issue 19).
// Deterministic up to a byte: the CSP nonce changes per load but not its length (20 loads of each page: 1 byte of
// spread). Figures 2026-11-27 on this suite's server (about 300 bytes more than the benches' server: its settings
// add to the head and the data): /chien/ 14,391, /nl/hond/ 14,354, /nl/kat/ 12,984, /chat/ 12,956,
// /chien/croquettes/ 12,918, /nl/kat/brokken/ 11,738, /chat/croquettes/ 11,721; before the listing's cache was cut
// to its cards, 16,872, 16,797, 14,873, 14,928, 14,840, 12,795, 12,847 (five over the line; the test failed).
const firstRoundTripBytes = 14_600;
const categoryDocuments = [
  '/chien/',
  '/chien/croquettes/',
  '/chat/',
  '/chat/croquettes/',
  '/nl/hond/',
  '/nl/kat/',
  '/nl/kat/brokken/',
];

/** Bytes on the wire of a GET as a first visitor who accepts gzip: status line, headers and body as sent. */
function transferredBytes(origin: string, path: string): Promise<{ bytes: number; head: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      resolve({ bytes: all.length, head: all.subarray(0, all.indexOf('\r\n\r\n')).toString('latin1') });
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`,
    );
  });
}

test('a category\u2019s document fits the first round trip of a simulated phone', async ({ baseURL }) => {
  const over: string[] = [];
  for (const path of categoryDocuments) {
    const { bytes, head } = await transferredBytes(baseURL!, path);
    expect(head, path).toMatch(/^HTTP\/1\.1 200 /);
    expect(head.toLowerCase(), path).toContain('content-encoding: gzip');
    console.log(`${String(bytes).padStart(6)} bytes  ${path}`);
    if (bytes > firstRoundTripBytes) over.push(`${path}: ${bytes} bytes transferred, over ${firstRoundTripBytes}`);
  }
  expect(over, over.join('\n')).toEqual([]);
});
