// The seller's legal identity, printed on invoices and in the transfer/cheque instructions (from the legal page
// of content/; each value can be overridden from the environment for the real company).
const env = process.env;

export const seller = {
  name: env.SELLER_NAME ?? 'Gamelle SAS',
  legalForm: env.SELLER_LEGAL_FORM ?? 'SAS au capital de 250 000 €',
  street: env.SELLER_STREET ?? '12 rue des Artisans',
  postcode: env.SELLER_POSTCODE ?? '85000',
  city: env.SELLER_CITY ?? 'La Roche-sur-Yon',
  country: 'France',
  siren: env.SELLER_SIREN ?? '000 000 000',
  rcs: env.SELLER_RCS ?? 'RCS La Roche-sur-Yon 000 000 000',
  /** Intra-community VAT number (FR + key + SIREN). */
  vatNumber: env.SELLER_VAT_NUMBER ?? 'FR12000000000',
  /** Belgian VAT registration (distance sales to Belgium above the EU threshold). */
  vatNumberBe: env.SELLER_VAT_NUMBER_BE ?? 'BE0000000097',
  iban: env.BANK_IBAN ?? 'FR76 3000 6000 0112 3456 7890 189',
  bic: env.BANK_BIC ?? 'AGRIFRPPXXX',
};

export function sellerAddressLine(): string {
  return `${seller.street}, ${seller.postcode} ${seller.city}`;
}
