import { describe, expect, it } from 'vitest';
import { shapeMismatch } from '@/lib/content/sections/static-components/shape';

const first = {
  id: 'a',
  name: { rus: 'А', uzb: 'A' },
  url: 'https://kun.uz',
  image: '/images/a.webp',
  prices: { buy: 10 },
};
const second = {
  id: 'b',
  name: { rus: 'Б', uzb: 'B' },
  url: 'https://daryo.uz',
  image: '/images/b.webp',
  prices: { buy: 20 },
};
const stored = [first, second];

describe('where an edited static component leaves its shape', () => {
  it('names the link that is no web address, in its item', () => {
    expect(shapeMismatch(stored, [first, { ...second, url: 'daryo' }])).toEqual({
      path: '1.url',
      key: 'invalidUrl',
    });
  });
  it('names the image that is no image of ours, and the number typed as text', () => {
    expect(shapeMismatch(stored, [{ ...first, image: 'https://evil.example/x.png' }])).toEqual({
      path: '0.image',
      key: 'invalidImage',
    });
    expect(shapeMismatch(stored, [{ ...first, prices: { buy: '' } }])).toEqual({
      path: '0.prices.buy',
      key: 'invalidType',
    });
  });
  it('names the record that lost a key, and finds nothing in a kept shape', () => {
    const { url: _url, ...rest } = first;
    expect(shapeMismatch(stored, [rest])).toEqual({ path: '0', key: 'shapeMismatch' });
    expect(shapeMismatch(stored, [second, first])).toBeNull();
    expect(shapeMismatch({ rus: 'x', uzb: 'y' }, { rus: '', uzb: 'z' })).toBeNull();
  });
});
