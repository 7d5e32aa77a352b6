'use client';

import { OptimizedImage } from '@/components/ui/optimized-image';
import { SiteLink } from '@/components/ui/site-link';
import { useEffect, useState } from 'react';

export type SlideView = { id: number; title: string; subtitle: string; image: string; href: string };

type Props = { slides: SlideView[]; labels: { region: string; prev: string; next: string; more: string; goTo: string[] } };

/** The main slider: one slide at a time, buttons and dots, auto-advance unless the visitor prefers reduced motion. */
export function MainSlider({ slides, labels }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), 7000);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative overflow-hidden rounded-xl bg-brand-700"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <div key={slide.id} aria-roledescription="slide" aria-hidden={i !== index} className={i === index ? 'relative block' : 'hidden'}>
          <OptimizedImage
            src={slide.image}
            alt=""
            width={1600}
            height={600}
            preload={i === 0}
            fetchPriority={i === 0 ? 'high' : undefined}
            loading={i === 0 ? undefined : 'lazy'}
            sizes="(max-width: 1152px) 100vw, 1152px"
            className="h-64 w-full object-cover sm:h-72"
          />
          <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-brand-800/95 via-brand-800/70 to-transparent p-4 text-white sm:bg-gradient-to-r sm:from-brand-800 sm:via-brand-800/90 sm:to-transparent sm:p-8 sm:pr-[40%]">
            <h2 className="text-xl font-bold sm:text-3xl">{slide.title}</h2>
            <p className="mt-1 max-w-xl text-sm sm:text-base">{slide.subtitle}</p>
            {slide.href && (
              <SiteLink href={slide.href} tabIndex={i === index ? 0 : -1} aria-label={`${labels.more}: ${slide.title}`} className="mt-3 self-start rounded bg-surface px-4 py-2 font-semibold text-brand-700">
                {labels.more}
              </SiteLink>
            )}
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="absolute right-3 top-3 flex items-center gap-2">
          <button type="button" onClick={() => setIndex((index - 1 + count) % count)} aria-label={labels.prev} className="h-9 w-9 rounded-full bg-surface/90 font-bold text-brand-700">
            ‹
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={labels.goTo[i]}
              aria-current={i === index ? 'true' : undefined}
              className="flex h-6 w-6 items-center justify-center"
            >
              {/* a 24 px touch target around a 12 px dot */}
              <span aria-hidden="true" className={`block h-3 w-3 rounded-full border border-white ${i === index ? 'bg-surface' : 'bg-transparent'}`} />
            </button>
          ))}
          <button type="button" onClick={() => setIndex((index + 1) % count)} aria-label={labels.next} className="h-9 w-9 rounded-full bg-surface/90 font-bold text-brand-700">
            ›
          </button>
        </div>
      )}
    </section>
  );
}
