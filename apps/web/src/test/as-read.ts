/**
 * A message as Testing Library reads the page: its `*ByText` queries collapse every white space of a
 * node's text, the no-break spaces of French typography included (decision 039), into one plain
 * space, but compare the text asked for as it is. A message with « Merci\u202f! » is looked for as
 * « Merci ! »; role names keep their no-break spaces, so `getByRole(…, { name })` takes the message itself.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
