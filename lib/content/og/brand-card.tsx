import { BRAND_COLORS } from '@/lib/content/brand/colors';
import { MARK_ARCS, MARK_DOT, MARK_RADIUS, MARK_T, MARK_VIEWBOX } from '@/lib/content/brand/mark';

type Props = { title: string; siteName: string };

/** The Open Graph picture's layout (Satori's flexbox subset): the brand above, the page's title, the site's name below. */
export function BrandCard({ title, siteName }: Props) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: BRAND_COLORS['brand-800'],
        color: BRAND_COLORS.surface,
        fontFamily: 'DejaVu Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="96" height="96" viewBox={MARK_VIEWBOX}>
          <rect width="32" height="32" rx={MARK_RADIUS} fill={BRAND_COLORS['brand-600']} />
          <path d={MARK_ARCS} fill="none" stroke={BRAND_COLORS['accent-500']} strokeWidth="2.5" strokeLinecap="round" />
          <path d={MARK_T} fill="none" stroke={BRAND_COLORS.surface} strokeWidth="4" strokeLinecap="round" />
          <circle cx={MARK_DOT.cx} cy={MARK_DOT.cy} r={MARK_DOT.r} fill={BRAND_COLORS.surface} />
        </svg>
        <span style={{ fontSize: 56 }}>TashNet</span>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 52 : 64,
          lineHeight: 1.2,
          maxHeight: 240,
          overflow: 'hidden',
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 28, color: BRAND_COLORS['brand-50'] }}>
        <div style={{ width: 64, height: 8, borderRadius: 4, background: BRAND_COLORS['accent-500'] }} />
        {siteName}
      </div>
    </div>
  );
}
