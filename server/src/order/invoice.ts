import { languageTag } from '@gamelle/contract/shared/locales';
import PDFDocument from 'pdfkit';
import type { OrderAddress } from '@gamelle/contract/checkout/schema';
import type { Kysely } from 'kysely';
import { type OrderRow, cartLines } from '../cart/repository.ts';
import { paymentMethodCopy } from '../checkout/methods.ts';
import { findPickupPoint } from '../checkout/pickup-points.ts';
import type { OrderTotals } from '../checkout/service.ts';
import type { PaymentMethodCode } from '@gamelle/contract/checkout/schema';
import type { Database } from '../shared/db/schema.ts';
import { orderLanguage } from './mails.ts';
import { formatEuros } from '../shared/mail/money.ts';
import { seller, sellerAddressLine } from './seller.ts';
import { formatInvoiceNumber } from './view.ts';

const copy = {
  fr: {
    invoice: 'Facture',
    number: 'N° de facture',
    date: 'Date de facture',
    order: 'Commande',
    orderDate: 'Date de commande',
    billTo: 'Facturé à',
    shipTo: 'Livré à',
    pickupPoint: 'Point relais',
    collectedBy: 'Retrait par',
    product: 'Produit',
    quantity: 'Qté',
    unit: 'Prix unitaire TTC',
    lineTotal: 'Total TTC',
    payment: 'Moyen de paiement',
    vat: 'TVA',
    legal:
      'TVA acquittée sur les débits. Pas d’escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux légal ; indemnité forfaitaire pour frais de recouvrement de 40 € (professionnels).',
  },
  nl: {
    invoice: 'Factuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    order: 'Bestelling',
    orderDate: 'Besteldatum',
    billTo: 'Gefactureerd aan',
    shipTo: 'Geleverd aan',
    pickupPoint: 'Afhaalpunt',
    collectedBy: 'Af te halen door',
    product: 'Product',
    quantity: 'Aantal',
    unit: 'Eenheidsprijs incl. btw',
    lineTotal: 'Totaal incl. btw',
    payment: 'Betaalmethode',
    vat: 'Btw',
    legal:
      'Btw verschuldigd op de debiteringen. Geen korting bij vervroegde betaling. Bij laattijdige betaling: wettelijke interest; forfaitaire invorderingsvergoeding van 40 € (professionelen).',
  },
} as const;

const totalLabels = {
  fr: {
    itemsSubtotal: 'Sous-total',
    subscriptionDiscountTotal: 'Remise abonnement',
    orderPromotionTotal: 'Réduction',
    shippingTotal: 'Frais de livraison',
    paymentFeeTotal: 'Frais de service',
    taxExcludedTotal: 'Total HT',
    taxTotal: 'TVA 20 %',
    total: 'Total TTC',
  },
  nl: {
    itemsSubtotal: 'Subtotaal',
    subscriptionDiscountTotal: 'Abonnementskorting',
    orderPromotionTotal: 'Korting',
    shippingTotal: 'Verzendkosten',
    paymentFeeTotal: 'Servicekosten',
    taxExcludedTotal: 'Totaal excl. btw',
    taxTotal: 'Btw 20 %',
    total: 'Totaal incl. btw',
  },
} as const;

/** The invoice of a shipped order as a PDF (pdfkit, built-in Helvetica: WinAnsi covers French and Dutch). */
export async function invoicePdf(db: Kysely<Database>, order: OrderRow): Promise<Buffer> {
  const language = orderLanguage(order);
  const t = copy[language];
  const labels = totalLabels[language];
  const lines = await cartLines(db, order.id);
  const totals = JSON.parse(order.totals ?? '{}') as OrderTotals;
  const billing = JSON.parse(order.billing_address ?? 'null') as OrderAddress | null;
  const shipping = JSON.parse(order.shipping_address ?? 'null') as OrderAddress | null;
  // A relay-point order is delivered to the point, for the customer to collect: the invoice says so (it named the
  // customer's home address, where nothing was delivered).
  const shipment = await db
    .selectFrom('shipments')
    .select('pickup_point_code')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const pickupPoint = shipment?.pickup_point_code ? await findPickupPoint(db, shipment.pickup_point_code) : undefined;
  const payment = await db
    .selectFrom('payments')
    .select('method_code')
    .where('order_id', '=', order.id)
    .where('state', 'in', ['completed', 'refunded'])
    .executeTakeFirst();
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(languageTag(language), { timeZone: 'Europe/Paris' }) : '';

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.invoice} ${formatInvoiceNumber(order.invoice_number!)}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(18).text(seller.name);
  doc.font('Helvetica').fontSize(9).text(`${seller.legalForm} · ${sellerAddressLine()} · ${seller.country}`);
  doc.text(`SIREN ${seller.siren} · ${seller.rcs} · TVA/BTW ${seller.vatNumber} · ${seller.vatNumberBe}`);
  doc.moveDown(1.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${t.invoice} ${formatInvoiceNumber(order.invoice_number!)}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${t.number} : ${formatInvoiceNumber(order.invoice_number!)}`);
  doc.text(`${t.date} : ${date(order.invoice_issued_at)}`);
  doc.text(`${t.order} : ${order.number} · ${t.orderDate} : ${date(order.checkout_completed_at)}`);
  doc.moveDown();
  const address = (a: OrderAddress | null) =>
    a
      ? [`${a.firstName} ${a.lastName}`, a.company, a.street, a.street2, `${a.postcode} ${a.city}`, a.countryCode]
          .filter(Boolean)
          .join('\n')
      : '';
  const top = doc.y;
  doc.font('Helvetica-Bold').text(t.billTo, 50, top).font('Helvetica').text(address(billing), 50);
  const shipTo = pickupPoint
    ? [
        `${t.pickupPoint} ${pickupPoint.name}`,
        pickupPoint.street,
        `${pickupPoint.postcode} ${pickupPoint.city}`,
        pickupPoint.countryCode,
        shipping ? `${t.collectedBy} ${shipping.firstName} ${shipping.lastName}` : null,
      ]
        .filter(Boolean)
        .join('\n')
    : address(shipping);
  doc.font('Helvetica-Bold').text(t.shipTo, 300, top).font('Helvetica').text(shipTo, 300);
  doc.moveDown(2);

  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, 50, y, { width: 250 });
    const after = doc.y;
    doc.text(cells[1]!, 305, y, { width: 40, align: 'right' });
    doc.text(cells[2]!, 350, y, { width: 95, align: 'right' });
    doc.text(cells[3]!, 450, y, { width: 95, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.x = 50;
  row([t.product, t.quantity, t.unit, t.lineTotal], true);
  for (const line of lines) {
    const name = language === 'nl' ? line.variant?.nameNl : line.variant?.nameFr;
    const variant = language === 'nl' ? line.variant?.variantNl : line.variant?.variantFr;
    row([
      `${name ?? line.variant_code} – ${variant ?? ''} (${line.variant_code})`,
      String(line.quantity),
      formatEuros(line.unit_price, language, { cents: 'always' }),
      formatEuros(line.unit_price * line.quantity, language, { cents: 'always' }),
    ]);
  }
  doc.moveDown();
  for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
    const value = totals[key] ?? 0;
    const negative = key === 'subscriptionDiscountTotal' || key === 'orderPromotionTotal';
    const y = doc.y;
    doc.font(key === 'total' ? 'Helvetica-Bold' : 'Helvetica').text(labels[key], 300, y, { width: 145 });
    doc.text(`${negative && value > 0 ? '-' : ''}${formatEuros(value, language, { cents: 'always' })}`, 450, y, {
      width: 95,
      align: 'right',
    });
  }
  doc.moveDown();
  doc
    .font('Helvetica')
    .text(
      `${t.payment} : ${paymentMethodCopy[(payment?.method_code ?? 'free') as PaymentMethodCode][language].name}`,
      50,
    );
  doc.moveDown(2);
  doc.fontSize(8).text(t.legal, 50);
  doc.end();
  return done;
}
