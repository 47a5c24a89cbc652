import { type RefObject, useEffect } from 'react';
import { TOAST_SPACE_PROPERTY } from './placement';
import { toastQueue } from './toastQueue';

/** The gap between the toast and the dialog that makes room for it. */
const GAP_PX = 8;

/** Open dialogs, and the one toast region to tell when the last of them closes. */
let openDialogs = 0;
let rewriteRoom: (() => void) | null = null;

/**
 * Keeps TOAST_SPACE_PROPERTY equal to the toast region's height while a toast shows
 * (react-aria renders the region only then). A ResizeObserver follows a toast whose text
 * re-wraps when the window changes width.
 *
 * While a dialog is open the room only grows. A toast closes by itself after 5 s, and a
 * dialog that gave its room back then would move its buttons under a finger or pointer
 * already pressing one, and the press would be lost. The room goes when the dialog closes.
 */
export function useToastSpace(regionRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let observed: HTMLElement | null = null;
    let room = 0;
    const resizeObserver = new ResizeObserver(() => write());
    function write() {
      const height = observed?.getBoundingClientRect().height ?? 0;
      const needed = height > 0 ? height + GAP_PX : 0;
      room = openDialogs > 0 ? Math.max(needed, room) : needed;
      if (room > 0) root.style.setProperty(TOAST_SPACE_PROPERTY, `${room}px`);
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
    rewriteRoom = write;
    follow();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      if (rewriteRoom === write) rewriteRoom = null;
      root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
  }, [regionRef]);
}

/** Called by every open dialog: it keeps the toast's room until the dialog has closed. */
export function useKeepsToastRoom() {
  useEffect(() => {
    openDialogs += 1;
    return () => {
      openDialogs -= 1;
      rewriteRoom?.();
    };
  }, []);
}
