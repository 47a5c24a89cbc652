import { type RefObject, useEffect, useState } from 'react';
import { nextVisible, THRESHOLDS } from './visibility';

/** Whether `ref`'s element counts as visible, by the spec's 0.5 / 0.3 rule. */
export function useHalfVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible((was) => nextVisible(was, entry.intersectionRatio));
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
