import { useCallback, useEffect, useRef, useState } from 'react';
import { PRESS_DELAY_MS } from './motion';

/**
 * Holds a control in its pressed look for `delay` ms, then runs `action` (spec section 9:
 * navigation buttons show a 150 ms pressed effect before they fire). `isHeld` drives the
 * `data-held` attribute the button styles key on.
 */
export function usePressDelay(delay: number = PRESS_DELAY_MS) {
  const [isHeld, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (action: () => void) => {
      clearTimeout(timer.current);
      setHeld(true);
      timer.current = setTimeout(() => {
        setHeld(false);
        action();
      }, delay);
    },
    [delay],
  );
  return { isHeld, run };
}
