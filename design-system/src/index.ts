// The whole library: the foundation and the shop components. Tree-shaken per component (one ES module per
// source file, `sideEffects` lists only CSS and theme entries), so importing one component from here costs what
// importing it from `…/components/<Name>` costs (see bench/size.ts). Themes are separate entry points
// (`@gamelle/design-system/themes/gamelle`, `…/croquetterie`, `…/mistigri`) so an app loads only its brand's fonts.
export * from './foundation.ts';
export * from './shop.ts';
