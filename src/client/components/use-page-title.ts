import { useEffect } from 'react';

/** Names the browser tab after the screen, which is also what screen readers announce first. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Ratio` : 'Ratio';
  }, [title]);
}
