// Marketing's public door (issue 18): the tracker mounted by the root, the campaign banner of the header, the
// campaign slots of product and category pages, the data layer's product and cart views, the consent link of the
// footer, the tag manager's id for the page head and the server's CSP.
export { MarketingRoot, preloadConsentBanner } from './MarketingRoot.tsx';
export { consentAsked } from './consent-cookie.ts';
export type { PageTracking } from './runtime.ts';
export { TopBanner } from './TopBanner.tsx';
export { CategoryPushSlot, ProductOfferSlot } from './CampaignSlots.tsx';
export { ViewCartAnalytics, ViewItemAnalytics } from './PageAnalytics.tsx';
export { ConsentSettingsButton } from './ConsentSettingsButton.tsx';
export { tagManagerId, TAG_MANAGER_META } from './tag-manager-id.ts';
export { categoryCodes } from './category-codes.ts';
export { bannerMessages } from './banner-messages.ts';
export { marketingMessages } from './messages.ts';
