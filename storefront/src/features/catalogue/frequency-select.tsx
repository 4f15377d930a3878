// Imported only dynamically (BuyBox.tsx): the design system's FrequencySelect and its Select and field frame become a
// chunk of their own instead of a share of the product page's first load.
export { FrequencySelect as default } from '@gamelle/design-system';
