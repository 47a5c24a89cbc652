import { type RefObject, useEffect } from 'react';
import { TOAST_SPACE_PROPERTY } from './placement';
import { toastQueue } from './toastQueue';

/** The gap between the toast and the dialog that makes room for it. */
const GAP_PX = 8;

/**
 * Keeps TOAST_SPACE_PROPERTY equal to the toast region's height while a toast shows
 * (react-aria renders the region only then). A ResizeObserver follows a toast whose text
 * re-wraps when the window changes width.
 */
export function useToastSpace(regionRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let observed: HTMLElement | null = null;
    const resizeObserver = new ResizeObserver(() => write());
    function write() {
      const height = observed?.getBoundingClientRect().height ?? 0;
      if (height > 0) root.style.setProperty(TOAST_SPACE_PROPERTY, `${height + GAP_PX}px`);
      else root.style.removeProperty(TOAST_SPACE_PROPERTY);
    }
    function follow() {
      const region = regionRef.current;
      if (region !== observed) {
        resizeObserver.disconnect();
        observed = region;
        if (region) resizeObserver.observe(region);
      }
      write();
    }
    // The queue changes before React renders the region: measure after the render.
    let frame = 0;
    const unsubscribe = toastQueue.subscribe(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    });
    follow();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
  }, [regionRef]);
}
