export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { boxReset } from './reset.css.ts';
