// Business constants and limits of spec §9. Durations are in milliseconds unless the name says otherwise.
// Two files behind this one door: a bundle puts a module whole into the first file that reads it, so the few
// constants every storefront page reads at once live apart from the rest, which then loads with the pages that use it
// (issue 19: −0.5 KB gzip on every page's first load).
export * from './limits-first-load.ts';
export * from './limits-others.ts';
