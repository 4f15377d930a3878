// Where a postcode lies, roughly: the shop has no geocoder, so "stores near 69003" is read from the postcode's
// area (a French département's prefecture, a Belgian postcode range's main town, Luxembourg City). Good to a few
// tens of kilometres, which is enough to rank a dozen stores hundreds of kilometres apart.
import type { CountryCode } from '@gamelle/contract';

type Point = { latitude: number; longitude: number };

/** French départements (first two digits; Corsica's 20xxx is Ajaccio), prefecture coordinates. */
const FR: Record<string, [number, number]> = {
  '01': [46.21, 5.23],
  '02': [49.56, 3.62],
  '03': [46.57, 3.33],
  '04': [44.09, 6.24],
  '05': [44.56, 6.08],
  '06': [43.7, 7.27],
  '07': [44.74, 4.6],
  '08': [49.77, 4.72],
  '09': [42.97, 1.61],
  '10': [48.3, 4.08],
  '11': [43.21, 2.35],
  '12': [44.35, 2.57],
  '13': [43.3, 5.37],
  '14': [49.18, -0.37],
  '15': [44.93, 2.44],
  '16': [45.65, 0.16],
  '17': [46.16, -1.15],
  '18': [47.08, 2.4],
  '19': [45.27, 1.77],
  '20': [41.93, 8.74],
  '21': [47.32, 5.04],
  '22': [48.51, -2.76],
  '23': [46.17, 1.87],
  '24': [45.18, 0.72],
  '25': [47.24, 6.02],
  '26': [44.93, 4.89],
  '27': [49.02, 1.15],
  '28': [48.44, 1.49],
  '29': [48.0, -4.1],
  '30': [43.84, 4.36],
  '31': [43.6, 1.44],
  '32': [43.65, 0.59],
  '33': [44.84, -0.58],
  '34': [43.61, 3.88],
  '35': [48.11, -1.68],
  '36': [46.81, 1.69],
  '37': [47.39, 0.69],
  '38': [45.19, 5.72],
  '39': [46.67, 5.55],
  '40': [43.89, -0.5],
  '41': [47.59, 1.33],
  '42': [45.44, 4.39],
  '43': [45.04, 3.88],
  '44': [47.22, -1.55],
  '45': [47.9, 1.9],
  '46': [44.45, 1.44],
  '47': [44.2, 0.62],
  '48': [44.52, 3.5],
  '49': [47.47, -0.55],
  '50': [49.12, -1.09],
  '51': [48.96, 4.36],
  '52': [48.11, 5.14],
  '53': [48.07, -0.77],
  '54': [48.69, 6.18],
  '55': [48.77, 5.16],
  '56': [47.66, -2.76],
  '57': [49.12, 6.18],
  '58': [46.99, 3.16],
  '59': [50.63, 3.06],
  '60': [49.43, 2.08],
  '61': [48.43, 0.09],
  '62': [50.29, 2.78],
  '63': [45.78, 3.08],
  '64': [43.3, -0.37],
  '65': [43.23, 0.08],
  '66': [42.7, 2.9],
  '67': [48.57, 7.75],
  '68': [48.08, 7.36],
  '69': [45.76, 4.84],
  '70': [47.62, 6.16],
  '71': [46.31, 4.83],
  '72': [48.0, 0.2],
  '73': [45.56, 5.92],
  '74': [45.9, 6.13],
  '75': [48.86, 2.35],
  '76': [49.44, 1.1],
  '77': [48.54, 2.66],
  '78': [48.8, 2.13],
  '79': [46.32, -0.46],
  '80': [49.89, 2.3],
  '81': [43.93, 2.15],
  '82': [44.02, 1.35],
  '83': [43.12, 5.93],
  '84': [43.95, 4.81],
  '85': [46.67, -1.43],
  '86': [46.58, 0.34],
  '87': [45.83, 1.26],
  '88': [48.17, 6.45],
  '89': [47.8, 3.57],
  '90': [47.64, 6.86],
  '91': [48.63, 2.44],
  '92': [48.89, 2.21],
  '93': [48.91, 2.44],
  '94': [48.79, 2.46],
  '95': [49.04, 2.08],
};

/** Belgian postcode ranges (first two digits, inclusive) and their main town. */
const BE: [number, number, number, number][] = [
  [10, 12, 50.85, 4.35], // Brussels
  [13, 14, 50.72, 4.61], // Walloon Brabant (Wavre)
  [15, 19, 50.88, 4.3], // Flemish Brabant, Halle-Vilvoorde
  [20, 29, 51.22, 4.4], // Antwerp
  [30, 34, 50.88, 4.7], // Leuven
  [35, 39, 50.93, 5.34], // Limburg (Hasselt)
  [40, 49, 50.63, 5.57], // Liège
  [50, 59, 50.47, 4.87], // Namur
  [60, 65, 50.41, 4.44], // Charleroi
  [66, 69, 49.9, 5.5], // Luxembourg province
  [70, 79, 50.45, 3.95], // Hainaut (Mons)
  [80, 89, 51.21, 3.22], // West Flanders (Bruges)
  [90, 99, 51.05, 3.72], // East Flanders (Ghent)
];

const LU: Point = { latitude: 49.61, longitude: 6.13 };

/**
 * A postcode as typed: five digits are French, four are Belgian, and `L-1234` (or `L1234`) is Luxembourg's.
 * Answers null for anything else.
 */
export function parsePostcode(text: string): { country: CountryCode; postcode: string } | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const lu = /^L-?(\d{4})$/.exec(compact);
  if (lu) return { country: 'LU', postcode: lu[1]! };
  if (/^\d{5}$/.test(compact)) return { country: 'FR', postcode: compact };
  if (/^\d{4}$/.test(compact)) return { country: 'BE', postcode: compact };
  return null;
}

export function postcodeArea(country: CountryCode, postcode: string): Point | null {
  if (country === 'LU') return LU;
  if (country === 'FR') {
    const area = FR[postcode.slice(0, 2)];
    return area ? { latitude: area[0], longitude: area[1] } : null;
  }
  const prefix = Number(postcode.slice(0, 2));
  const range = BE.find(([from, to]) => prefix >= from && prefix <= to);
  return range ? { latitude: range[2], longitude: range[3] } : null;
}
