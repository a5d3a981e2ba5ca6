import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_QUERY_PARAMETERS, renderedPageAddress } from './paths';

describe('the address a page is rendered and kept under', () => {
  it('drops every query parameter of the pages rendered today, which read none', () => {
    expect(RENDERED_PAGE_QUERY_PARAMETERS).toEqual([]);
    expect(renderedPageAddress('/events', '?v=1&utm_source=lettre')).toBe('/events');
    expect(renderedPageAddress('/events/12', '?x=%00%ff')).toBe('/events/12');
    expect(renderedPageAddress('/', '')).toBe('/');
  });

  it('keeps only the valid parameters a page declares, in their declared order', () => {
    const declarations = [{ page: /^\/events$/, parameters: { when: /^(upcoming|past)$/, page: /^\d{1,3}$/ } }];
    expect(renderedPageAddress('/events', '?junk=1&page=2&when=past', declarations)).toBe('/events?when=past&page=2');
    expect(renderedPageAddress('/events', '?when=hier&page=2', declarations)).toBe('/events?page=2');
    expect(renderedPageAddress('/events', `?when=past&page=${'9'.repeat(300)}`, declarations)).toBe('/events?when=past');
    expect(renderedPageAddress('/events', '?when=past&when=upcoming', declarations)).toBe('/events?when=past');
    expect(renderedPageAddress('/about', '?when=past', declarations)).toBe('/about');
  });
});
