/**
 * The shop's icon set, drawn on a 24 px grid with 2 px round strokes in `currentColor` (so an icon takes the
 * colour of its text). Each icon is a list of path data; `filled` icons are painted instead of stroked.
 */
export const iconPaths = {
  dog: [
    'M7 10v5a5 5 0 0 0 10 0v-5a5 5 0 0 0-10 0z',
    'M7 11 4 6l-1 5 4 2',
    'M17 11l3-5 1 5-4 2',
    'M11 15h2l-1 1z',
    'M10 11h.01',
    'M14 11h.01',
  ],
  cat: ['M5 4l4 4h6l4-4v9a7 7 0 0 1-14 0z', 'M9.5 12h.01', 'M14.5 12h.01', 'M11 15h2l-1 1z', 'M2 14h4', 'M18 14h4'],
  cart: [
    'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8H18a1 1 0 0 0 1-.8L21 8H6',
    'M10 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
    'M19 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  ],
  account: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21a8 8 0 0 1 16 0'],
  truck: [
    'M2 6h12v10H2z',
    'M14 9h4l3 3v4h-7',
    'M8 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M20 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  ],
  store: ['M4 10v10h16V10', 'M3 10l2-6h14l2 6z', 'M10 20v-5h4v5'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-5-5'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  check: ['M5 12l5 5 9-10'],
  alert: ['M12 3 2 20h20z', 'M12 10v4', 'M12 17h.01'],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7h.01'],
  heart: ['M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z'],
  paw: [
    'M12 13c-3 0-5 3-5 5a2 2 0 0 0 2 2c1 0 2-.5 3-.5s2 .5 3 .5a2 2 0 0 0 2-2c0-2-2-5-5-5z',
    'M7 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M10 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M14 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M17 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  trash: ['M4 7h16', 'M10 4h4', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4'],
  eye: ['M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.6',
    'M6.6 6.6A17 17 0 0 0 2 12s4 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  phone: ['M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  location: ['M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  star: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z'],
  pause: ['M7 5h3v14H7z', 'M14 5h3v14h-3z'],
  play: ['M7 4.5l12 7.5-12 7.5z'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  'alert-circle': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v6', 'M12 16.5v.5'],
  'star-filled': ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z'],
} satisfies Record<string, string[]>;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];

/** Icons painted with `fill` rather than outlined. */
export const filledIcons: ReadonlySet<IconName> = new Set(['star-filled', 'pause', 'play']);
