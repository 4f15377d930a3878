// Belgium is the one address country with provinces (ISO 3166-2:BE); France and Luxembourg need none.

export const BELGIAN_PROVINCES = [
  { code: 'BE-BRU', fr: 'Bruxelles-Capitale', nl: 'Brussels Hoofdstedelijk Gewest' },
  { code: 'BE-VAN', fr: 'Anvers', nl: 'Antwerpen' },
  { code: 'BE-VBR', fr: 'Brabant flamand', nl: 'Vlaams-Brabant' },
  { code: 'BE-VLI', fr: 'Limbourg', nl: 'Limburg' },
  { code: 'BE-VOV', fr: 'Flandre-Orientale', nl: 'Oost-Vlaanderen' },
  { code: 'BE-VWV', fr: 'Flandre-Occidentale', nl: 'West-Vlaanderen' },
  { code: 'BE-WBR', fr: 'Brabant wallon', nl: 'Waals-Brabant' },
  { code: 'BE-WHT', fr: 'Hainaut', nl: 'Henegouwen' },
  { code: 'BE-WLG', fr: 'Liège', nl: 'Luik' },
  { code: 'BE-WLX', fr: 'Luxembourg', nl: 'Luxemburg' },
  { code: 'BE-WNA', fr: 'Namur', nl: 'Namen' },
] as const;

export function countryHasProvinces(country: unknown): boolean {
  return country === 'BE';
}
