/** One line of an entry's detail: a field, its value before and after (either may be absent). */
export type ChangedField = { field: string; before?: string; after?: string };

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A value as a line of text: text as it is, anything else as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields an entry names, in the order they first appear: for a change, each field with its
 * value before and after; for a creation (after only) or a deletion (before only), one side.
 */
export function describeChange(before: unknown, after: unknown): ChangedField[] {
  const was = asRecord(before);
  const is = asRecord(after);
  if (!was && !is) {
    if (before === null && after === null) return [];
    return [{ field: '', ...(before !== null && { before: formatValue(before) }), ...(after !== null && { after: formatValue(after) }) }];
  }
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields.map((field) => ({
    field,
    ...(was && field in was && { before: formatValue(was[field]) }),
    ...(is && field in is && { after: formatValue(is[field]) }),
  }));
}
