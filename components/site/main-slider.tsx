'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { useEffect, useState } from 'react';
import { SlidePicture } from './slide-picture';

export type SlideView = {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  mobileImage: string;
  href: string;
  /** The media library's description of the picture in the page's language; '' leaves it decorative. */
  alt?: string;
  /** The first slide's picture for phones inside the page (lib/content/media/inline-picture.ts). */
  narrowInline?: string;
};

type Labels = { region: string; prev: string; next: string; more: string; goTo: string[]; pause: string; play: string };
type Props = { slides: SlideView[]; labels: Labels };

const ADVANCE_MS = 7000;
const control = 'flex h-9 min-w-9 items-center justify-center rounded-full bg-surface px-2 font-bold text-brand-700';

/**
 * The main slider: one slide at a time, buttons and dots. It advances by itself unless the visitor
 * prefers reduced motion, has paused it with its button, or is pointing at or inside it (WCAG 2.2.2).
 * Slides share one grid cell, so the slider keeps the height of its tallest slide.
 */
export function MainSlider({ slides, labels }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || !playing || held || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, playing, held]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative overflow-hidden rounded-xl bg-brand-800 text-white"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div className="grid">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            aria-roledescription="slide"
            aria-hidden={i !== index}
            inert={i !== index}
            className={`relative [grid-area:1/1] ${i === index ? '' : 'invisible'}`}
          >
            <SlidePicture
              image={slide.image}
              mobileImage={slide.mobileImage}
              alt={slide.alt ?? ''}
              first={i === 0}
              narrowInline={slide.narrowInline}
            />
            {/* The text sits on a solid panel below the picture on phones and on a dense scrim beside it on wider
                screens: white on brand-800 at 88 % stays above 7:1 whatever the picture shows through. */}
            <div className="p-4 pb-2 sm:absolute sm:inset-y-0 sm:left-0 sm:flex sm:w-1/2 sm:flex-col sm:justify-center sm:bg-brand-800/90 sm:p-8">
              <h2 className="text-xl font-bold sm:text-3xl">{slide.title}</h2>
              <p className="mt-1 text-sm sm:text-base">{slide.subtitle}</p>
              {slide.href && (
                <SiteLink
                  href={slide.href}
                  aria-label={`${labels.more}: ${slide.title}`}
                  className="mt-3 inline-block self-start rounded bg-surface px-4 py-2 font-semibold text-brand-700"
                >
                  {labels.more}
                </SiteLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-end gap-2 px-4 pb-3 sm:absolute sm:right-3 sm:top-3 sm:p-0">
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? labels.pause : labels.play}
            className={control}
          >
            <Icon icon={playing ? Pause : Play} aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => setIndex((index - 1 + count) % count)}
            aria-label={labels.prev}
            className={control}
          >
            <Icon icon={ChevronLeft} aria-hidden className="size-5" />
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
              <span
                aria-hidden="true"
                className={`block h-3 w-3 rounded-full border border-white ${i === index ? 'bg-surface' : 'bg-transparent'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setIndex((index + 1) % count)}
            aria-label={labels.next}
            className={control}
          >
            <Icon icon={ChevronRight} aria-hidden className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
