'use client';

import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET = 4;

/** A QR code of `text` drawn as an SVG of dark modules on a white square (error correction M), with its accessible name. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { size: count + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="h-56 w-56 max-w-full bg-white"
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      {/* Scanners read black on white best, whatever the theme: no design token here. */}
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
