import { formatEuros, formatPostalAddress, frenchNumber, type TAssociationSettings, type TTreasuryResponse } from '@action-plus/contract';
import { formatParisDate } from '#lib/paris-time';
import { createPdfDocument, PDF_COLORS } from '#lib/pdf/pdf-document';

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const monthLabelOf = (month: string) => {
  const name = monthName.format(new Date(`${month}-15T12:00:00Z`));
  return name.charAt(0).toLocaleUpperCase('fr') + name.slice(1);
};

/**
 * The treasurer's figures of one year as a PDF (« Comptes de l’année »), drawn with the shared PDF
 * module (every alphabet): the totals (dues, donations, tax receipts, members, events), then the
 * twelve months and the year's events. It names no member: what the treasury's page lists of
 * memberships ending soon (names, addresses) stays there, since the document goes to every voter.
 */
export async function renderTreasuryAccountsPdf(report: TTreasuryResponse, settings: TAssociationSettings, drawnAt: Date): Promise<Buffer> {
  const year = report.totals.year;
  const name = settings.identity.name;
  const { document, finished } = await createPdfDocument({
    author: name,
    title: `Comptes de l’année ${year} — ${name}`,
    subject: `Les chiffres de la trésorerie de l’année ${year}`,
    date: drawnAt,
    margin: 56,
  });
  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const bottom = document.page.height - document.page.margins.bottom;
  const heading = (text: string) => {
    document.moveDown(0.8);
    document.fillColor(PDF_COLORS.brand).font('bold').fontSize(12.5).text(text, left, undefined, { width });
    document.fillColor(PDF_COLORS.ink).font('regular').fontSize(10.5);
    document.moveDown(0.2);
  };
  const line = (text: string) => document.text(text, left, undefined, { width });
  const totals = report.totals;

  document.fillColor(PDF_COLORS.brand).font('bold').fontSize(18).text(name, left, 56, { width });
  document.fillColor(PDF_COLORS.muted).font('regular').fontSize(9.5).text(formatPostalAddress(settings.contact), { width });
  document.fillColor(PDF_COLORS.ink).font('bold').fontSize(15).moveDown(0.6).text(`Comptes de l’année ${year}`, { width });
  document
    .font('regular')
    .fontSize(9.5)
    .fillColor(PDF_COLORS.muted)
    .text(`Du 1er janvier au 31 décembre ${year}, chiffres de la trésorerie du site au ${formatParisDate(drawnAt)}.`, { width });
  document.fillColor(PDF_COLORS.ink).fontSize(10.5);

  heading('Recettes');
  line(`Cotisations\u00a0: ${formatEuros(totals.dues_cents)} (${frenchNumber(totals.dues_count)} cotisation${totals.dues_count > 1 ? 's' : ''})`);
  line(`Dons\u00a0: ${formatEuros(totals.donations_cents)} (${frenchNumber(totals.donations_count)} don${totals.donations_count > 1 ? 's' : ''})`);
  line(`Total des cotisations et dons\u00a0: ${formatEuros(totals.dues_cents + totals.donations_cents)}`);
  line(`Reçus fiscaux émis\u00a0: ${frenchNumber(totals.receipts_count)} pour ${formatEuros(totals.receipts_cents)}`);

  heading('Vie de l’association');
  line(`Membres à jour de cotisation sur l’année\u00a0: ${frenchNumber(totals.active_members)}`);
  line(
    `Événements\u00a0: ${frenchNumber(totals.events)} · participants\u00a0: ${frenchNumber(totals.participants)}${totals.capacity > 0 ? ` pour ${frenchNumber(totals.capacity)} places` : ''}`,
  );

  heading('Mois par mois');
  const columns = [
    { label: 'Mois', share: 0.2, align: 'left' as const },
    { label: 'Membres', share: 0.13, align: 'right' as const },
    { label: 'Cotisations', share: 0.2, align: 'right' as const },
    { label: 'Dons', share: 0.2, align: 'right' as const },
    { label: 'Événements', share: 0.13, align: 'right' as const },
    { label: 'Participants', share: 0.14, align: 'right' as const },
  ];
  const row = (cells: string[], top: number, isBold = false) => {
    document.font(isBold ? 'bold' : 'regular').fontSize(9.5);
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      document.text(cell, x, top, { width: width * column.share - 4, align: column.align, lineBreak: false });
      x += width * column.share;
    });
    return top + 16;
  };
  /** A thin line just above the row that starts at `top`: under the headings, over the year's totals. */
  const ruleAbove = (top: number) =>
    document
      .moveTo(left, top - 3)
      .lineTo(left + width, top - 3)
      .strokeColor(PDF_COLORS.rule)
      .lineWidth(0.6)
      .stroke();
  let top = row(
    columns.map((column) => column.label),
    document.y + 4,
    true,
  );
  ruleAbove(top);
  for (const month of report.months) {
    top = row(
      [
        monthLabelOf(month.month),
        frenchNumber(month.active_members),
        formatEuros(month.dues_cents),
        formatEuros(month.donations_cents),
        frenchNumber(month.events),
        frenchNumber(month.participants),
      ],
      top,
    );
  }
  ruleAbove(top);
  top = row(
    [
      'Année',
      frenchNumber(totals.active_members),
      formatEuros(totals.dues_cents),
      formatEuros(totals.donations_cents),
      frenchNumber(totals.events),
      frenchNumber(totals.participants),
    ],
    top,
    true,
  );
  document.x = left;
  document.y = top;

  if (report.events.length > 0) {
    heading('Événements de l’année');
    for (const event of report.events) {
      if (document.y + 16 > bottom) document.addPage();
      line(
        `${formatParisDate(new Date(event.starts_at))} — ${event.title}\u00a0: ${frenchNumber(event.participants)} participant${event.participants > 1 ? 's' : ''}${event.capacity > 0 ? ` pour ${frenchNumber(event.capacity)} places` : ''}`,
      );
    }
  }
  document.end();
  return finished;
}
