import { asc, eq } from 'drizzle-orm';
import {
  formatPostalAddress,
  frenchNumber,
  MAJORITY_RULE_LABELS,
  RESOLUTION_KIND_LABELS,
  RESOLUTION_OUTCOME_LABELS,
  type TAssociationSettings,
  type TResolution,
} from '@action-plus/contract';
import type { Database } from '#db/client';
import { assemblyVoters } from '#db/schema';
import { formatParisDateTime } from '#lib/paris-time';
import { createPdfDocument, PDF_COLORS } from '#lib/pdf/pdf-document';
import { issuerOf } from '../association-settings/issuer-snapshot';
import { countAttendance, readAgenda, readResolutions, type AssemblyRow } from './assembly-repository';
import { quorumOf } from './count-results';

const votes = (count: number) => `${frenchNumber(count)}\u00a0voix`;

/** « Pour 12 voix (dont 3 sur papier) ». */
const countLine = (label: string, total: number, paper: number) =>
  `${label}\u00a0: ${votes(total)}${paper > 0 ? ` (dont ${frenchNumber(paper)} sur papier)` : ''}`;

function resolutionLines(resolution: TResolution): string[] {
  const result = resolution.result;
  if (!result) return ['Non soumise au vote.'];
  if (resolution.kind === 'election') {
    return [
      ...result.candidates.map(
        (candidate) =>
          `${candidate.name}\u00a0: ${votes(candidate.votes)}${candidate.paper > 0 ? ` (dont ${frenchNumber(candidate.paper)} sur papier)` : ''}${candidate.elected ? ' — élu(e)' : ''}`,
      ),
      countLine('Bulletins blancs', result.abstain, result.paper.abstain),
      `Bulletins en ligne\u00a0: ${frenchNumber(result.online.ballots)}.`,
    ];
  }
  return [
    countLine('Pour', result.yes, result.paper.yes),
    countLine('Contre', result.no, result.paper.no),
    countLine('Abstentions', result.abstain, result.paper.abstain),
    `Présents et représentés à la clôture du vote\u00a0: ${frenchNumber(result.voters_present_or_represented)}.`,
    `Résultat\u00a0: ${result.outcome ? RESOLUTION_OUTCOME_LABELS[result.outcome] : '—'}.`,
  ];
}

/**
 * The minutes (procès-verbal) of a closed assembly, A4, in French, drawn with the shared PDF module
 * (every alphabet): date, place, chair and secretary, the quorum, each resolution's result with its
 * counts and majority, the elections' results, the places to sign, and the attendance list as an
 * annex. Built from the stored assembly alone, dated by its closing: the same assembly always gives
 * the same document.
 */
export async function renderMinutesPdf(db: Database, assembly: AssemblyRow, currentSettings: TAssociationSettings): Promise<Buffer> {
  // The association as it was when the assembly closed: a later new name or address leaves past minutes as they were.
  const settings = issuerOf(assembly.issuer, currentSettings);
  const statutes = assembly.statutes ?? settings.statutes;
  const [agenda, resolutions, attendance, voters] = await Promise.all([
    readAgenda(db, assembly.id),
    readResolutions(db, assembly),
    countAttendance(db, assembly),
    db.select().from(assemblyVoters).where(eq(assemblyVoters.assemblyId, assembly.id)).orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.firstName)),
  ]);
  const quorum = quorumOf(attendance.voters, attendance.present, attendance.represented, statutes.quorumPercent);
  const name = settings.identity.name;
  const { document, finished } = await createPdfDocument({
    author: name,
    title: `Procès-verbal — ${assembly.title}`,
    subject: `Procès-verbal de l’assemblée générale du ${formatParisDateTime(assembly.startsAt)}`,
    date: assembly.closedAt ?? assembly.startsAt,
    margin: 56,
  });
  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const heading = (text: string) => {
    document.moveDown(0.8);
    document.fillColor(PDF_COLORS.brand).font('bold').fontSize(12.5).text(text, left, undefined, { width });
    document.fillColor(PDF_COLORS.ink).font('regular').fontSize(10.5);
    document.moveDown(0.2);
  };
  const line = (text: string) => document.text(text, left, undefined, { width });

  document.fillColor(PDF_COLORS.brand).font('bold').fontSize(18).text(name, left, 56, { width });
  document.fillColor(PDF_COLORS.muted).font('regular').fontSize(9.5).text(formatPostalAddress(settings.contact), { width });
  document.fillColor(PDF_COLORS.ink).font('bold').fontSize(15).moveDown(0.4).text('Procès-verbal de l’assemblée générale', { width });
  document.font('regular').fontSize(12).text(assembly.title, { width });
  document.fontSize(10.5).moveDown(0.6);
  line(`Date\u00a0: ${formatParisDateTime(assembly.startsAt)}`);
  if (assembly.place) line(`Lieu\u00a0: ${assembly.place}`);
  if (assembly.onlineUrl) line(`En ligne\u00a0: ${assembly.onlineUrl}`);
  line(`Président(e) de séance\u00a0: ${assembly.chairName ?? ''}`);
  line(`Secrétaire de séance\u00a0: ${assembly.secretaryName ?? ''}`);

  heading('Quorum');
  line(
    `Votants inscrits\u00a0: ${frenchNumber(quorum.voters)} · présents\u00a0: ${frenchNumber(quorum.present)} · représentés\u00a0: ${frenchNumber(quorum.represented)}`,
  );
  line(
    statutes.quorumPercent === 0
      ? 'Les statuts ne demandent pas de quorum.'
      : `Quorum demandé par les statuts\u00a0: ${statutes.quorumPercent}\u00a0% des votants, soit ${frenchNumber(quorum.required)}. Le quorum ${quorum.is_reached ? 'est atteint' : 'n’est pas atteint'}.`,
  );
  if (!quorum.is_reached && resolutions.some((resolution) => resolution.vote_state !== 'pending'))
    line('L’assemblée a délibéré sans quorum, en seconde assemblée, comme ses statuts le permettent.');

  if (agenda.length > 0) {
    heading('Ordre du jour');
    agenda.forEach((item, index) => line(`${index + 1}. ${item.title}`));
  }

  heading('Délibérations');
  resolutions.forEach((resolution, index) => {
    document.moveDown(0.4);
    document.font('bold').text(`Résolution n°\u00a0${index + 1}\u00a0: ${resolution.title}`, left, undefined, { width });
    document.font('italic').fontSize(9.5);
    line(
      `${RESOLUTION_KIND_LABELS[resolution.kind]}${resolution.majority ? ` — ${MAJORITY_RULE_LABELS[resolution.majority]}` : ''}${resolution.seats ? ` — ${resolution.seats}\u00a0siège${resolution.seats > 1 ? 's' : ''} à pourvoir` : ''}`,
    );
    document.font('regular').fontSize(10.5);
    if (resolution.text) line(resolution.text);
    for (const text of resolutionLines(resolution)) line(text);
  });

  heading('Signatures');
  const signatureTop = document.y + 6;
  document.text('Le président ou la présidente de séance', left, signatureTop, { width: width / 2 - 12 });
  document.text('Le ou la secrétaire de séance', left + width / 2 + 12, signatureTop, { width: width / 2 - 12 });
  document.y = signatureTop + 70;

  document.addPage();
  document.fillColor(PDF_COLORS.brand).font('bold').fontSize(13).text('Annexe\u00a0: liste d’émargement', left, 56, { width });
  document.fillColor(PDF_COLORS.ink).font('regular').fontSize(10);
  document.moveDown(0.4);
  const byId = new Map(voters.map((voter) => [voter.id, voter]));
  for (const voter of voters) {
    const holder = voter.proxyHolderId === null ? undefined : byId.get(voter.proxyHolderId);
    const status = voter.checkedInAt
      ? 'présent(e)'
      : holder && voter.proxyAcceptedAt && holder.checkedInAt
        ? `représenté(e) par ${holder.firstName} ${holder.lastName}`
        : 'absent(e)';
    line(`${voter.lastName} ${voter.firstName} — ${status}`);
  }
  document.end();
  return finished;
}

/**
 * The attendance sheet to sign on paper (the session's other way of checking in): every voter in
 * alphabetical order, the proxy they gave once accepted, and a box to sign, for them or for the
 * holder of their proxy.
 */
export async function renderAttendanceSheetPdf(db: Database, assembly: AssemblyRow, settings: TAssociationSettings): Promise<Buffer> {
  const voters = await db
    .select()
    .from(assemblyVoters)
    .where(eq(assemblyVoters.assemblyId, assembly.id))
    .orderBy(asc(assemblyVoters.lastName), asc(assemblyVoters.firstName));
  const { document, finished } = await createPdfDocument({
    author: settings.identity.name,
    title: `Feuille d’émargement — ${assembly.title}`,
    subject: `Feuille d’émargement de l’assemblée générale du ${formatParisDateTime(assembly.startsAt)}`,
    date: assembly.votersFrozenAt ?? assembly.startsAt,
    margin: 48,
  });
  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  const bottom = document.page.height - document.page.margins.bottom;
  const columns = { name: left, proxy: left + width * 0.4, signature: left + width * 0.72 };
  const rowHeight = 30;
  const header = (top: number) => {
    document.fillColor(PDF_COLORS.muted).font('bold').fontSize(9);
    document.text('Votant', columns.name, top, { width: width * 0.38 });
    document.text('Pouvoir donné à', columns.proxy, top, { width: width * 0.3 });
    document.text('Signature', columns.signature, top, { width: width * 0.28 });
    document.fillColor(PDF_COLORS.ink).font('regular').fontSize(10);
    return top + 16;
  };

  document.fillColor(PDF_COLORS.brand).font('bold').fontSize(16).text(settings.identity.name, left, 48, { width });
  document.fillColor(PDF_COLORS.ink).font('bold').fontSize(13).text(`Feuille d’émargement — ${assembly.title}`, { width });
  document
    .font('regular')
    .fontSize(10.5)
    .text(`${formatParisDateTime(assembly.startsAt)}${assembly.place ? ` — ${assembly.place}` : ''}`, { width });
  document.text(
    `Votants\u00a0: ${frenchNumber(voters.length)}${assembly.cutOffDate ? ` (membres à jour de cotisation au ${assembly.cutOffDate.split('-').reverse().join('/')})` : ''}`,
    { width },
  );
  let top = header(document.y + 14);
  const byId = new Map(voters.map((voter) => [voter.id, voter]));
  for (const voter of voters) {
    if (top + rowHeight > bottom) {
      document.addPage();
      top = header(48);
    }
    const holder = voter.proxyHolderId !== null && voter.proxyAcceptedAt ? byId.get(voter.proxyHolderId) : undefined;
    document.text(`${voter.lastName} ${voter.firstName}`, columns.name, top + 8, { width: width * 0.38, lineBreak: false, ellipsis: true });
    if (holder) document.text(`${holder.firstName} ${holder.lastName}`, columns.proxy, top + 8, { width: width * 0.3, lineBreak: false, ellipsis: true });
    document
      .rect(columns.signature, top + 2, width * 0.28, rowHeight - 4)
      .strokeColor(PDF_COLORS.rule)
      .lineWidth(0.8)
      .stroke();
    document
      .moveTo(left, top + rowHeight)
      .lineTo(left + width, top + rowHeight)
      .strokeColor(PDF_COLORS.rule)
      .lineWidth(0.5)
      .stroke();
    top += rowHeight;
  }
  document.end();
  return finished;
}
