import { startTransition, useEffect, useState } from 'react';

let firstPageShown = false;

/**
 * Whether a page should render what lies below the fold. On the first page of
 * a visit it is false for the first render and turns true right after, in a
 * transition: the first paint (and the largest text in it) does not wait for
 * the whole page, and the rest renders in slices that let the browser respond.
 * Later pages render whole at once, so going back restores the scroll position.
 */
export function useBelowTheFold(): boolean {
  const [shown, setShown] = useState(firstPageShown);
  useEffect(() => {
    firstPageShown = true;
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
