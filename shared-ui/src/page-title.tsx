import type { ReactNode } from 'react';

/**
 * A page's title as the level-1 heading of the page, so assistive technology (and a test) finds the
 * page by its name; it looks as the page header draws any title.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1
      // The header cuts a long title on a phone; the whole of it shows on hover, as for a plain title.
      title={typeof children === 'string' ? children : undefined}
      style={{ display: 'inline', margin: 0, font: 'inherit', color: 'inherit' }}
    >
      {children}
    </h1>
  );
}
