import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptimizedImage } from '@/components/ui/optimized-image';

const OPTIMISED = /^\/_next\/image\?url=%2Fimages%2Fteam%2Frustam\.webp&w=\d+&q=75 \d+w$/;

describe('OptimizedImage', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('offers the browser next/image resizes for the sizes given, loads lazily, and lets its alt text show if it fails', () => {
    render(
      <OptimizedImage
        src="/images/team/rustam.webp"
        alt="Рустам Каримов"
        width={240}
        height={240}
        sizes="(max-width: 1024px) 45vw, 240px"
      />,
    );
    const img = screen.getByRole('img', { name: 'Рустам Каримов' });
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) expect(candidate).toMatch(OPTIMISED);
    expect(img).toHaveAttribute('sizes', '(max-width: 1024px) 45vw, 240px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
    // next/image keeps the alt text transparent until its script reveals it; here no script runs.
    expect(img.style.color).toBe('');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('with preload, loads at once and asks for the same picture early with its priority', () => {
    render(<OptimizedImage src="/images/team/rustam.webp" alt="" fill preload fetchPriority="high" sizes="100vw" />);
    const img = document.querySelector('img')!;
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.style.position).toBe('absolute');
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link).not.toBeNull();
    expect(link.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('with a picture inline for phones, phones show it from the page and only wide screens fetch and preload the sizes', () => {
    const inline = 'data:image/webp;base64,UklGRg==';
    render(
      <OptimizedImage
        src="/images/team/dilnoza.webp"
        alt="Рустам"
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        narrowInline={inline}
      />,
    );
    const img = screen.getByRole('img', { name: 'Рустам' });
    expect(img).toHaveAttribute('src', inline);
    expect(img).not.toHaveAttribute('srcset');
    const source = img.closest('picture')!.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(min-width: 640px)');
    for (const candidate of source.getAttribute('srcset')!.split(', '))
      expect(candidate).toMatch(/^\/_next\/image\?url=%2Fimages%2Fteam%2Fdilnoza\.webp&w=\d+&q=75 \d+w$/);
    expect(source).toHaveAttribute('sizes', '100vw');
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(source.getAttribute('srcset'));
    expect(link).toHaveAttribute('media', '(min-width: 640px)');
  });
});
