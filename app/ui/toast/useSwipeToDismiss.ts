import { type PointerEvent, useRef, useState } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from './toastQueue';

/**
 * Drag-right-to-dismiss with pointer events (mouse, pen and touch alike). Releasing
 * at least `threshold` px to the right calls `onDismiss` with the distance; less snaps
 * back. Presses that start on a button (the close button) are left alone.
 */
export function useSwipeToDismiss(
  onDismiss: (offset: number) => void,
  threshold = TOAST_SWIPE_THRESHOLD_PX,
) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [isDragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    if (!cancelled && distance >= threshold) onDismiss(distance);
    else setOffset(0);
  };

  return {
    offset,
    isDragging,
    swipeProps: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        startX.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (startX.current === null) return;
        // Only rightwards: a left drag does nothing rather than sliding the toast away.
        setOffset(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}
