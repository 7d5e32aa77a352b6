'use client';
import { useEffect, useState, type ComponentType } from 'react';
import type { SnowfallProps } from 'react-snowfall';
import { isSnowSeason } from '@/lib/content/season/snow';

/**
 * Snowfall from 5 December to 15 January (SPEC §9), decided in the browser because pages are
 * cached. Out of season, or for visitors who prefer reduced motion, react-snowfall is never loaded.
 */
export function SeasonalSnow() {
  const [Snowfall, setSnowfall] = useState<ComponentType<SnowfallProps> | null>(null);
  useEffect(() => {
    if (!isSnowSeason(new Date())) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    void import('react-snowfall').then((module) => {
      if (!cancelled) setSnowfall(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!Snowfall) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40">
      <Snowfall snowflakeCount={120} style={{ position: 'fixed', width: '100vw', height: '100vh' }} />
    </div>
  );
}
