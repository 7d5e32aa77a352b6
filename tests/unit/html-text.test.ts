import { describe, expect, it } from 'vitest';
import { htmlText } from '@/lib/content/site/html-text';

describe('htmlText', () => {
  it('keeps the words of separate blocks apart and joins words split by inline tags', () => {
    expect(htmlText('<p>Оплата через <strong>Pay</strong>me</p><ul><li>Click</li><li>касса</li></ul>')).toBe(
      'Оплата через Payme Click касса',
    );
    expect(htmlText('Строка<br>вторая<br />третья')).toBe('Строка вторая третья');
  });

  it('decodes the entities the sanitiser writes, so a search for "&" or "<" finds them', () => {
    expect(htmlText('<p>Wi-Fi &amp; TV, скорость &lt; 100 &quot;Мбит&quot;&nbsp;— o&#39;z, &#x2014;</p>')).toBe(
      'Wi-Fi & TV, скорость < 100 "Мбит" — o\'z, —',
    );
  });

  it('leaves an unknown entity as written', () => {
    expect(htmlText('a &bogus; b')).toBe('a &bogus; b');
  });
});
