import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findFrenchSpacingFaults, frenchNumber, withFrenchSpacing } from './french-typography';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the words people read are written: the contract's messages, the whole web app (messages,
 * pages, legal texts) and the server's modules and libraries (mails, PDFs, what the API says, the
 * sample events). The server's command-line tools, configuration and start-up speak to operators.
 */
const READ_BY_PEOPLE = ['packages/contract/src', 'apps/web/src', 'apps/server/src/modules', 'apps/server/src/lib'];
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$|(^|\/)test\//;

/** A string is French text, not code, when it has an accent, a French word or an elided article. */
const FRENCH_TEXT = /[àâçéèêëîïôûùüÿœæ]|\b(le|la|les|des|du|un|une|vous|votre|vos|nous|est|et|pour|sur|au|aux|ce|cette|ne|pas|de|en)\b|\b[dlnqjs]['’]\p{L}/iu;
/** A space before « ! ? ; : » then a space or the end is French prose too, whatever its words (`${label} : ${value}`). */
const SPACED_SIGN = /[ \u00a0\u202f][!?;:](?=\s|$)/;
/** HTTP header values (`text/csv; charset=utf-8`, `attachment; filename=…`) are not prose. */
const HEADER_VALUE = /charset=|attachment;/;

/** Logs and thrown `Error`s are read by operators in the server's log, not by the site's visitors. */
function isOperatorCall(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    return /^(log|info|warn|error|debug|fatal|trace)$/.test(node.expression.name.text);
  }
  return ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text.endsWith('Error');
}

/** The text of each literal piece of a source file people read: strings, template pieces and JSX text. */
function listTexts(file: string): { line: number; text: string }[] {
  const source = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    // Module names, tagged templates (SQL) and what operators read are left out.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTaggedTemplateExpression(node) || isOperatorCall(node)) return;
    // A template is read whole, each value standing as « x », so that `${title}!` or `${label}: ` are seen.
    const text = ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('x')
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : // JSX text holds its entities as written: read them as the browser will.
          ts.isJsxText(node)
          ? node.text.replace(/&nbsp;/g, '\u00a0').replace(/&#x202F;/gi, '\u202f')
          : undefined;
    if (text !== undefined && (FRENCH_TEXT.test(text) || SPACED_SIGN.test(text)) && !HEADER_VALUE.test(text)) {
      texts.push({ line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

function listSourceFiles(): string[] {
  return READ_BY_PEOPLE.flatMap((folder) =>
    readdirSync(path.join(repositoryRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file))
      .map((file) => path.join(repositoryRoot, folder, file)),
  );
}

describe('French typography', () => {
  it('wants a narrow no-break space before « ! ? ; » and a no-break space before « : »', () => {
    expect(findFrenchSpacingFaults('Merci\u202f! Pourquoi\u202f? Oui\u202f; non. Nom\u00a0: Jean')).toEqual([]);
    expect(findFrenchSpacingFaults('Merci !')).toEqual(['…Merci !… (espace ordinaire avant le signe)']);
    expect(findFrenchSpacingFaults('Inscription réussie!')).toHaveLength(1);
    expect(findFrenchSpacingFaults('Nom : Jean')).toHaveLength(1);
    expect(findFrenchSpacingFaults('Nom: Jean')).toHaveLength(1);
    expect(findFrenchSpacingFaults('Sûr\u00a0?')).toEqual(['…Sûr·?… (espace insécable (U+00A0) au lieu de l’espace fine (U+202F))']);
    expect(findFrenchSpacingFaults('Nom\u202f: Jean')).toHaveLength(1);
  });

  it('leaves times, addresses and links alone', () => {
    expect(findFrenchSpacingFaults('Rendez-vous à 10:30 sur https://exemple.fr/agenda?mois=mai&type=concert.')).toEqual([]);
  });

  it('spaces printed text, which carries what people typed, by the same rule', () => {
    const printed = withFrenchSpacing('Nom : Merci ! Oui ? Non ; « cité »');
    expect(printed).toBe('Nom\u00a0: Merci\u202f! Oui\u202f? Non\u202f; «\u202fcité\u202f»');
    expect(findFrenchSpacingFaults(printed)).toEqual([]);
  });

  it('is kept by every text of the site people read: messages, pages, mails and PDFs', () => {
    const files = listSourceFiles();
    expect(files).toContain(path.join(repositoryRoot, 'apps/web/src/features/auth/messages.ts'));
    expect(files).toContain(path.join(repositoryRoot, 'apps/server/src/modules/mail/event-mail-templates.ts'));
    const faults = files.flatMap((file) =>
      listTexts(file).flatMap(({ line, text }) => findFrenchSpacingFaults(text).map((fault) => `${path.relative(repositoryRoot, file)}:${line}: ${fault}`)),
    );
    expect(faults).toEqual([]);
  }, 60_000);
});

describe('frenchNumber', () => {
  it('writes numbers as Intl does in French, without asking Intl', () => {
    for (const value of [0, 7, 35.5, 999, 1000, 1234.56, 12_345, 50_000, 999_999, 1_000_000, 123_456_789, -4_500, 0.125, 2.0004]) {
      expect(frenchNumber(value)).toBe(value.toLocaleString('fr-FR'));
    }
    expect(frenchNumber(15_000, ' ')).toBe('15 000');
  });
});
