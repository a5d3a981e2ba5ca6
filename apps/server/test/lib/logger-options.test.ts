import { describe, expect, it } from 'vitest';
import { chooseLogFormat } from '#lib/logger-options';

describe('log format', () => {
  it('is readable on a terminal and JSON lines otherwise, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});
