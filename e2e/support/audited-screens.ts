import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a screen is, for the automatic accessibility audit: its address with every segment that
 * holds a digit folded (`/events/:x`), the window's width, and the shape of its document: each
 * element's tag, classes, role and states (`aria-expanded`, `disabled`…), whether it names itself
 * (a label, an `alt`) and whether it holds text, with the repeated shapes among an element's
 * children counted once. Two members' profiles, or a table of 3 and of 300 members, are one screen;
 * an open menu, a form showing its errors or an admin's extra buttons make another. Runs in the
 * page, so it refers to nothing outside itself.
 */
export function describeScreen(): string {
  const STATES = [
    'role',
    'type',
    'disabled',
    'hidden',
    'open',
    'inert',
    'tabindex',
    'required',
    'readonly',
    'multiple',
    'aria-expanded',
    'aria-pressed',
    'aria-selected',
    'aria-checked',
    'aria-invalid',
    'aria-hidden',
    'aria-current',
    'aria-busy',
    'aria-modal',
    'aria-live',
  ];
  const NAMES = ['aria-label', 'aria-labelledby', 'aria-describedby', 'alt', 'title', 'for', 'placeholder', 'href', 'src'];
  const shapeOf = (element: Element): string => {
    let shape = element.tagName;
    if (element.classList.length > 0) shape += `.${Array.from(element.classList).sort().join('.')}`;
    for (const name of STATES) {
      const value = element.getAttribute(name);
      if (value !== null) shape += `[${name}=${value}]`;
    }
    for (const name of NAMES) if (element.hasAttribute(name)) shape += `[${name}]`;
    if (Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) shape += '#';
    const children = [...new Set(Array.from(element.children, shapeOf))].sort();
    return children.length > 0 ? `${shape}(${children.join(',')})` : shape;
  };
  const address = location.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':x' : segment))
    .join('/');
  // The window's width too: a phone's layout of the same document is another screen.
  return `${address} ${window.innerWidth}px ${shapeOf(document.body)}`;
}

/**
 * The screens audited so far in this run, by all workers: a file per screen in a folder of the
 * run's own. Marked once audited without a violation, so that a screen two workers reach at once
 * may be audited twice, never not at all.
 */
export function createAuditedScreens(runFolder: string) {
  const folder = path.join(runFolder, '.audited-screens');
  mkdirSync(folder, { recursive: true });
  const fileOf = (screen: string) => path.join(folder, createHash('sha256').update(screen).digest('hex').slice(0, 32));
  const seenHere = new Set<string>();
  return {
    /** Whether some worker has audited this screen already. */
    has(screen: string): boolean {
      if (seenHere.has(screen)) return true;
      if (!existsSync(fileOf(screen))) return false;
      seenHere.add(screen);
      return true;
    },
    add(screen: string): void {
      seenHere.add(screen);
      writeFileSync(fileOf(screen), '');
    },
  };
}
