// Shop components: commerce primitives (price, rating, stock, product card...) and the shop's forms and dialogs
// (address, pets, subscriptions), built on the foundation and the contract's rules. Import it as
// `@gamelle/design-system/shop`, or one component as `…/components/<Name>`.
export * from './components/BirthdayField/index.ts';
export * from './components/Price/index.ts';
export * from './components/Rating/index.ts';
export * from './components/ResponsiveImage/index.ts';
export * from './components/LoadingBar/index.ts';
export * from './components/Markdown/index.ts';
export * from './components/CopyButton/index.ts';
export * from './components/Counter/index.ts';
export * from './components/Accordion/index.ts';
export * from './components/Carousel/index.ts';
export * from './components/ShopHoursTag/index.ts';
export * from './components/StockState/index.ts';
export * from './components/SubscriptionAlert/index.ts';
export * from './components/FreeShippingProgress/index.ts';
export * from './components/StatusBadge/index.ts';
export * from './components/FrequencySelect/index.ts';
export * from './components/PromoCodeField/index.ts';
export * from './components/ProductCard/index.ts';
export * from './forms/useShopForm.ts';
export * from './components/AddressForm/index.ts';
export * from './components/SubscriptionModals/index.ts';
export * from './components/PetForm/index.ts';
export * from './components/PetPhotoDialog/index.ts';
