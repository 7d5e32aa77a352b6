import { describe, expect, it } from 'vitest';
import { vacancyApplyRewrite } from '@/lib/content/search/vacancy-apply-rewrite';

describe("a vacancy's apply link", () => {
  it('is rewritten to the cacheable apply page of that vacancy', () => {
    expect(vacancyApplyRewrite('/rus/vacancies', '3')).toBe('/rus/vacancies/apply/3');
    expect(vacancyApplyRewrite('/uzb/vacancies/', '12')).toBe('/uzb/vacancies/apply/12');
  });

  it('leaves other pages and anything that is not a vacancy id alone', () => {
    for (const [path, id] of [
      ['/rus/faq', '3'],
      ['/rus/vacancies', null],
      ['/rus/vacancies', ''],
      ['/rus/vacancies', '0'],
      ['/rus/vacancies', '-1'],
      ['/rus/vacancies', '3x'],
      ['/rus/vacancies', '../admin'],
      ['/rus/vacancies', '1234567890'],
    ] as const)
      expect(vacancyApplyRewrite(path, id), `${path} ${id}`).toBeNull();
  });
});
