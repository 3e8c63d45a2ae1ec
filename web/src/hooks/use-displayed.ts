import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has had a box yet (it stays true once it has): one in a hidden tab panel or a closed
 * part has none until it is opened. Without ResizeObserver (a test's DOM), displayed at once.
 */
export function useDisplayed(ref: RefObject<Element | null>): boolean {
  const [displayed, setDisplayed] = useState(() => typeof ResizeObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (displayed || !element) return;
    // A ResizeObserver reports an element's size when first observed and whenever it changes, as from no box to one.
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.height > 0)) setDisplayed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, displayed]);
  return displayed;
}
