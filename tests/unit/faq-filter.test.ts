import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch } from '@/lib/content/sections/faq/filter';

const ITEMS = [
  { id: 1, question: 'Как оплатить интернет?', answerText: 'Через Payme, Click или в кассе офиса.' },
  { id: 2, question: 'Что такое TAS-IX?', answerText: 'Точка обмена трафиком, трафик бесплатен.' },
  { id: 3, question: "Internet uchun qanday to'lash mumkin?", answerText: "Payme orqali yoki ofis kassasida to'lang." },
  { id: 4, question: 'Ёлка и новый год', answerText: 'График работы офисов.' },
];
const ids = (query: string) => filterFaq(ITEMS, query).map((i) => i.id);

describe('filterFaq', () => {
  it('returns every item for a blank query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('   ')).toEqual([1, 2, 3, 4]);
  });

  it('ignores case and surrounding spaces, in Cyrillic and Latin', () => {
    expect(ids('  ОПЛАТИТЬ ')).toEqual([1]);
    expect(ids('tas-ix')).toEqual([2]);
  });

  it('searches the answer as well as the question', () => {
    expect(ids('payme')).toEqual([1, 3]);
    expect(ids('бесплатен')).toEqual([2]);
  });

  it('reads a slash as a word break', () => {
    expect(ids('TAS-IX/')).toEqual([2]);
    expect(ids('payme/кассе')).toEqual([1]);
    expect(ids('/')).toEqual([1, 2, 3, 4]);
  });

  it('needs every word of the query', () => {
    expect(ids('payme кассе')).toEqual([1]);
    expect(ids('payme trafik')).toEqual([]);
  });

  it("treats the Uzbek o' and g' apostrophes alike", () => {
    expect(ids('to‘lash')).toEqual([3]);
    expect(ids('toʻlang')).toEqual([3]);
    expect(ids("TO'LASH")).toEqual([3]);
  });

  it('matches ё and е alike', () => {
    expect(ids('елка')).toEqual([4]);
    expect(normalizeForSearch('ЁЛКА')).toBe('елка');
  });
});
