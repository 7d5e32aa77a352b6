import { describe, expect, it } from 'vitest';
import {
  charCount,
  composeDescription,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  fitTitle,
  TITLE_MAX,
  truncateAtWord,
} from '@/lib/content/seo/search-snippet';

describe('truncateAtWord', () => {
  it('keeps a text that fits, only squeezing its whitespace', () => {
    expect(truncateAtWord('  Новый   тариф  ', 20)).toBe('Новый тариф');
  });

  it('cuts at the last whole word and adds an ellipsis within the limit', () => {
    const cut = truncateAtWord('Скорость тарифов Orange выросла без изменения цены', 30);
    expect(cut).toBe('Скорость тарифов Orange…');
    expect(charCount(cut)).toBeLessThanOrEqual(30);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('Wi-Fi 6 routerlarini endi ijaraga', 21)).toBe('Wi-Fi 6 routerlarini…');
  });

  it('drops a dangling comma or dash before the ellipsis', () => {
    expect(truncateAtWord('Архив, пауза эфира и HD', 8)).toBe('Архив…');
    expect(truncateAtWord('Magic — sodiqlik uchun chegirma', 10)).toBe('Magic…');
  });

  it('cuts inside a word when no boundary keeps at least half of the room', () => {
    const cut = truncateAtWord('Ab Internetprovayderlarningmijozlari', 12);
    expect(cut).toBe('Ab Internet…');
    expect(charCount(cut)).toBe(12);
  });
});

describe('fitTitle', () => {
  it('adds the suffix to a short title unchanged', () => {
    expect(fitTitle('Тендеры', ' — TashNet')).toBe('Тендеры — TashNet');
  });

  it('shortens a long content title so the whole title fits', () => {
    const title = fitTitle(
      'Optika Sergeliga yetib keldi: 7- va 8-mavzelarni ulayapmiz, yangi uylarni ham ulaymiz',
      ' — TashNet',
    );
    expect(charCount(title)).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toMatch(/… — TashNet$/);
  });
});

describe('composeDescription', () => {
  const fallback = 'Тарифы домашнего и корпоративного интернета, IPTV, телефония и видеонаблюдение в Ташкенте.';

  it('uses a description that is long enough on its own', () => {
    const own = 'Ответы на частые вопросы о подключении, оплате, тарифах, TAS-IX и настройке оборудования.';
    expect(composeDescription([own, fallback])).toBe(own);
  });

  it('adds the next parts, as sentences, while the text is too short', () => {
    const text = composeDescription(['Безлимитный интернет ночью', 'Услуга TashNet для абонентов', fallback]);
    expect(text.startsWith('Безлимитный интернет ночью. Услуга TashNet для абонентов. Тарифы')).toBe(true);
    expect(charCount(text)).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(charCount(text)).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('skips empty parts and cuts a long result at a word boundary', () => {
    const long = 'Слово '.repeat(40);
    const text = composeDescription(['', long, fallback]);
    expect(charCount(text)).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.endsWith('Слово…')).toBe(true);
  });
});
