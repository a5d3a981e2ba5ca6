import type { InvoiceRow } from '#modules/invoices/issue-invoice';
import type { TaxReceiptRow } from '#modules/tax-receipts/tax-receipt-repository';

/** An invoice row as issue-invoice stores it, for the tests that draw its PDF without a database. */
export const SAMPLE_INVOICE: InvoiceRow = {
  id: 1,
  membershipId: 12,
  year: 2026,
  sequence: 7,
  number: '2026-0007',
  issuedAt: new Date('2026-03-14T09:30:00Z'),
  billedName: 'Élodie Lefèvre',
  billedEmail: 'elodie.lefevre@exemple.fr',
  memberNumber: '42A2025',
  membershipType: 'premium',
  periodStart: '2026-01-31',
  periodEnd: '2027-01-31',
  durationMonths: 12,
  amountCents: 123456,
  paymentStatus: 'paid',
  paymentMethod: 'cheque',
  paidOn: '2026-03-12',
  issuer: null,
};

/** A single gift's tax receipt row, for the tests that draw its PDF without a database. */
export const SAMPLE_TAX_RECEIPT: TaxReceiptRow = {
  id: 1,
  kind: 'single',
  donationId: 3,
  year: 2026,
  sequence: 12,
  number: '2026-0012',
  issuedAt: new Date('2026-03-14T09:30:00Z'),
  donorName: 'Élodie Lefèvre',
  donorEmail: 'elodie@exemple.fr',
  donorAddress: '12 rue des Clercs\n57000 Metz\nFrance',
  amountCents: 123456,
  paymentDate: '2026-03-12',
  paymentMethods: ['Virement'],
  userId: null,
  cancelledAt: null,
  cancelReason: null,
  replacedById: null,
  issuer: null,
};
