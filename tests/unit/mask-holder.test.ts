import { describe, expect, it } from 'vitest';
import { maskHolder } from '@/lib/visitors/billing/mask-holder';

describe('the account holder as the payment step shows it', () => {
  it('keeps only the first letter of each name, whatever the script', () => {
    expect(maskHolder('Алишер Каримов')).toBe('А*** К***');
    expect(maskHolder('Bobur Rahimov Alisherovich')).toBe('B*** R*** A***');
    expect(maskHolder('  нодира   юсупова ')).toBe('Н*** Ю***');
  });

  it('never lets a letter after the first through, nor the length of a name', () => {
    const masked = maskHolder('Константин Ли');
    expect(masked).toBe('К*** Л***');
    expect(masked).not.toMatch(/онст|и\b/);
  });

  it('masks a company name word by word, quotes left out', () => {
    expect(maskHolder('ООО «Шарк Савдо»')).toBe('О*** Ш*** С***');
  });

  it('answers an empty text for a missing name', () => {
    expect(maskHolder('')).toBe('');
    expect(maskHolder(undefined)).toBe('');
    expect(maskHolder(' « » ')).toBe('');
  });
});
