import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SlidePicture } from '@/components/site/slide-picture';

const INLINE = 'data:image/webp;base64,UklGRg==';
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

// React asks for each picture once per document, so every test shows pictures of its own.
describe('SlidePicture', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('preloads the first slide’s phone and wide pictures, each for the screens that show it', () => {
    render(<SlidePicture image="/images/slides/wide.webp" mobileImage="/images/slides/narrow.webp" alt="" first />);
    const source = document.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(max-width: 639px)');
    expect(source.getAttribute('srcset')).toContain('%2Fimages%2Fslides%2Fnarrow.webp');
    expect(preloads().map((link) => link.getAttribute('media'))).toEqual(['(min-width: 640px)', '(max-width: 639px)']);
  });

  it('with the phone picture inline, phones request nothing and wide screens preload the wide picture', () => {
    render(
      <SlidePicture
        image="/images/slides/second-wide.webp"
        mobileImage="/images/slides/second-narrow.webp"
        alt=""
        first
        narrowInline={INLINE}
      />,
    );
    const source = document.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(max-width: 639px)');
    expect(source).toHaveAttribute('srcset', INLINE);
    expect(source).not.toHaveAttribute('sizes');
    const [wide, ...rest] = preloads();
    expect(rest).toEqual([]);
    expect(wide).toHaveAttribute('media', '(min-width: 640px)');
    expect(wide!.getAttribute('imagesrcset')).toContain('%2Fimages%2Fslides%2Fsecond-wide.webp');
  });

  it('with no phone picture, the inline one is the wide picture as phones crop it', () => {
    render(<SlidePicture image="/images/slides/third-wide.webp" mobileImage="" alt="" first narrowInline={INLINE} />);
    const source = document.querySelector('source')!;
    expect(source).toHaveAttribute('srcset', INLINE);
    expect(source).not.toHaveAttribute('width');
    expect(preloads().map((link) => link.getAttribute('media'))).toEqual(['(min-width: 640px)']);
  });
});
