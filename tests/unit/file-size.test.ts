import { describe, expect, it } from 'vitest';
import { fileSize } from '@/lib/platform/format/file-size';

const RUS = { kb: '{size} КБ', mb: '{size} МБ' };

describe('fileSize', () => {
  it('shows whole kilobytes below a megabyte, never 0 for a non-empty file', () => {
    expect(fileSize(0, RUS)).toBe('0 КБ');
    expect(fileSize(10, RUS)).toBe('1 КБ');
    expect(fileSize(348_160, RUS)).toBe('340 КБ');
  });
  it('shows megabytes to one decimal with a comma', () => {
    expect(fileSize(2_621_440, RUS)).toBe('2,5 МБ');
    expect(fileSize(5 * 1024 * 1024, { kb: '{size} KB', mb: '{size} MB' })).toBe('5 MB');
  });
});
