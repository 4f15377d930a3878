import { style } from '@vanilla-extract/css';

/** Wide enough for "Luxembourg (+352)", never wider than half the row on a phone. */
export const country = style({ flex: '0 1 auto', width: 'auto', maxWidth: '50%' });
