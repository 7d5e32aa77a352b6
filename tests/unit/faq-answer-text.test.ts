import { describe, expect, it } from 'vitest';
import { answerText } from '@/lib/content/sections/faq/answer-text';

describe('answerText', () => {
  it('keeps the words of separate blocks apart and joins words split by inline tags', () => {
    expect(answerText('<p>Оплата через <strong>Pay</strong>me</p><ul><li>Click</li><li>касса</li></ul>')).toBe(
      'Оплата через Payme Click касса',
    );
    expect(answerText('Строка<br>вторая<br />третья')).toBe('Строка вторая третья');
  });

  it('decodes the entities the sanitiser writes, so a search for "&" or "<" finds them', () => {
    expect(answerText('<p>Wi-Fi &amp; TV, скорость &lt; 100 &quot;Мбит&quot;&nbsp;— o&#39;z, &#x2014;</p>')).toBe(
      'Wi-Fi & TV, скорость < 100 "Мбит" — o\'z, —',
    );
  });

  it('leaves an unknown entity as written', () => {
    expect(answerText('a &bogus; b')).toBe('a &bogus; b');
  });
});
