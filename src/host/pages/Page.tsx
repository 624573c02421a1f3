import type { ReactNode } from 'react';

/**
 * A page of the portal: its `<h1>` is where focus lands after navigation (screen readers hear the new page).
 * Widget routes keep the heading for assistive technology only, since the widget shows its own title.
 */
export function Page({
  title,
  headingHidden = false,
  children,
}: {
  title: string;
  headingHidden?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <h1 id="g-page-title" tabIndex={-1} className={headingHidden ? 'g-visually-hidden' : 'g-page-title'}>
        {title}
      </h1>
      {children}
    </>
  );
}
