export { focusRing } from './focusRing.css.ts';
