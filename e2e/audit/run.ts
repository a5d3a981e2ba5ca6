/**
 * `npm run audit`: accessibility (axe-core, WCAG 2.1 A and AA) of every route in the states visitor,
 * member and admin, with their modals open; Lighthouse (mobile preset) of every page of the table
 * a visitor can open (audited-pages.ts); the compressed JavaScript of the home page's first view.
 * Runs on Debian's Chromium, never a downloaded browser. `--only=axe,lighthouse,javascript` runs
 * part of it; `--runs=N` sets how many times Lighthouse measures each page (3 by default, the
 * median run counts); `--pages=/login,/events/…` measures only those of Lighthouse's pages (a
 * busy machine takes about a minute and a half per page); `--cpu=6` slows the CPU 6× instead of the
 * mobile preset's 4× (issue 29: a busy phone). Exit code 1 when a target is missed.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { prepareAuditData } from './audit-data';
import { startAuditServer } from './audit-server';
import { auditedPages } from './audited-pages';
import { runAxeAudit, type AxeResult } from './axe-audit';
import { measureHomeJavaScript, type ScriptTransfer } from './home-javascript';
import { CHROMIUM_FLAGS, chromiumPath, DEFAULT_CPU_SLOWDOWN, LIGHTHOUSE_CATEGORIES, runLighthouseAudit, type LighthouseResult } from './lighthouse-audit';

const LIGHTHOUSE_TARGET = 100;
/** Issue 17: what the home page runs before interaction, compressed as the server sends it. */
const HOME_JAVASCRIPT_TARGET_BYTES = 100 * 1024;

const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const parts = new Set(onlyArgument ? onlyArgument.slice('--only='.length).split(',') : ['axe', 'lighthouse', 'javascript']);
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const LIGHTHOUSE_RUNS_PER_PAGE = runsArgument ? Math.max(1, Number.parseInt(runsArgument.slice('--runs='.length), 10) || 1) : 3;
const pagesArgument = process.argv.find((argument) => argument.startsWith('--pages='));
const onlyPaths = pagesArgument ? new Set(pagesArgument.slice('--pages='.length).split(',')) : null;
const cpuArgument = process.argv.find((argument) => argument.startsWith('--cpu='));
const CPU_SLOWDOWN = cpuArgument ? Math.max(1, Number(cpuArgument.slice('--cpu='.length)) || DEFAULT_CPU_SLOWDOWN) : DEFAULT_CPU_SLOWDOWN;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`;

function printAxeResult(result: AxeResult) {
  const where = `[${result.state}] ${result.view}`;
  if (result.unreachable) {
    console.log(`  ?  ${where} : état non atteint (${result.unreachable})`);
    return;
  }
  if (result.violations.length === 0) {
    console.log(`  ✓  ${where}`);
    return;
  }
  console.log(`  ✗  ${where} (${result.url}) : ${result.violations.length} violation(s)`);
  for (const violation of result.violations) {
    console.log(`       - ${violation.id} [${violation.impact ?? '?'}] ${violation.help}`);
    for (const target of violation.targets) console.log(`           ${target}`);
  }
}

function printLighthouseResult(result: LighthouseResult) {
  const scores = LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${result.scores[category] ?? '–'}`).join(' · ');
  const runs = result.performanceRuns.length > 1 ? `  (performance des ${result.performanceRuns.length} essais : ${result.performanceRuns.join(', ')})` : '';
  console.log(`  ${result.path.padEnd(20)} ${scores}${runs}${result.error ? `  (erreur : ${result.error})` : ''}`);
  result.performanceRuns.forEach((score, index) => {
    const metrics = result.performanceMetrics[index];
    if (score >= 100 || !metrics) return;
    const timings = Object.entries(metrics).map(([label, value]) => (label === 'CLS' ? `${label} ${value}` : `${label} ${value} ms`));
    console.log(`       essai ${index + 1} à ${score} : ${timings.join(' · ')}`);
    for (const task of result.longTasks[index] ?? []) console.log(`           tâche de ${task.durationMs} ms à ${task.startMs} ms : ${task.url}`);
  });
  for (const audit of result.failedAudits) {
    console.log(`       - [${audit.category}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    for (const example of audit.examples ?? []) console.log(`           ${example}`);
  }
}

const server = await startAuditServer();
console.log(`Serveur d'audit : ${server.baseUrl}`);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const missedTargets: string[] = [];
const report: { axe?: AxeResult[]; lighthouse?: LighthouseResult[]; homeJavaScript?: ScriptTransfer[] } = {};

try {
  const data = await prepareAuditData(server.baseUrl);
  for (const problem of data.problems) console.log(`  ! données : ${problem}`);

  if (parts.has('axe')) {
    console.log('\nAccessibilité (axe-core, WCAG 2.1 A et AA)');
    report.axe = await runAxeAudit(browser, server.baseUrl, data, printAxeResult);
    const failing = report.axe.filter((result) => result.violations.length > 0);
    const unreachable = report.axe.filter((result) => result.unreachable);
    const violationCount = failing.reduce((total, result) => total + result.violations.length, 0);
    console.log(`  → ${report.axe.length} vues, ${violationCount} violation(s) sur ${failing.length} vue(s), ${unreachable.length} état(s) non atteint(s)`);
    if (violationCount > 0) missedTargets.push(`${violationCount} violation(s) axe`);
  }

  if (parts.has('javascript')) {
    console.log("\nJavaScript de la première vue de l'accueil (compressé)");
    report.homeJavaScript = await measureHomeJavaScript(browser, server.baseUrl);
    report.homeJavaScript.sort((a, b) => b.encodedBytes - a.encodedBytes);
    for (const script of report.homeJavaScript)
      console.log(`  ${kilobytes(script.encodedBytes).padStart(10)}  (${kilobytes(script.decodedBytes)} décompressé)  ${script.url}`);
    const total = report.homeJavaScript.reduce((sum, script) => sum + script.encodedBytes, 0);
    console.log(`  → total ${kilobytes(total)} (objectif ≤ ${kilobytes(HOME_JAVASCRIPT_TARGET_BYTES)})`);
    if (total > HOME_JAVASCRIPT_TARGET_BYTES) missedTargets.push(`JavaScript de l'accueil ${kilobytes(total)}`);
  }

  if (parts.has('lighthouse')) {
    console.log(`\nLighthouse (préréglage mobile, processeur ralenti ${CPU_SLOWDOWN}×)`);
    const pages = auditedPages(data)
      .filter((page) => page.access === 'public')
      .filter((page) => onlyPaths === null || onlyPaths.has(page.address.split('?')[0]!))
      .map((page) => ({ path: page.address, skipAudits: page.isIndexable ? [] : ['is-crawlable'] }));
    report.lighthouse = await runLighthouseAudit(server.baseUrl, pages, LIGHTHOUSE_RUNS_PER_PAGE, printLighthouseResult, CPU_SLOWDOWN);
    for (const result of report.lighthouse) {
      for (const category of LIGHTHOUSE_CATEGORIES) {
        const score = result.scores[category];
        if (score === null || score < LIGHTHOUSE_TARGET) missedTargets.push(`Lighthouse ${category} ${score ?? '–'} sur ${result.path}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const reportFile = path.join(tmpdir(), 'action-plus-audit.json');
writeFileSync(reportFile, JSON.stringify(report, null, 2));
console.log(`\nRapport complet : ${reportFile}`);
if (missedTargets.length > 0) {
  console.log(`Objectifs manqués :\n${missedTargets.map((target) => `  - ${target}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Tous les objectifs sont atteints.');
}
