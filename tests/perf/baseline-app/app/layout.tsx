import type { ReactNode } from 'react';

/** The benchmark baseline: a bare Next.js document of the same Next version as the site. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
