import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import {
  Button,
  type QueuedToast,
  UNSTABLE_ToastRegion as RacToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import { type ToastContent as Content, toastQueue } from './toastQueue';
import { useToastSpace } from './toastSpace';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** Spec section 9: F8 moves focus to the notifications (react-aria's landmark key F6 works too). */
const FOCUS_HOTKEY = 'F8';

/** How long a closed toast's copy stays for its exit animation (vars.motion.normal + slack). */
const EXIT_MS = 260;

/**
 * The notifications region (spec sections 4 and 9): one toast at a time, closing after
 * 5 s unless hovered or focused (react-aria pauses the queue), swipe right to dismiss,
 * F8 to reach it from the keyboard, labelled 'Notifications'. It publishes the room it
 * takes so that an open dialog moves its buttons clear of it (toastSpace.ts).
 */
export function ToastRegion() {
  const regionRef = useRef<HTMLDivElement>(null);
  const offsets = useRef(new Map<string, number>());
  const leaving = useLeavingToasts(offsets.current);
  useFocusHotkey(regionRef);
  useToastSpace(regionRef);
  return (
    <>
      <RacToastRegion<Content>
        ref={regionRef}
        queue={toastQueue}
        aria-label="Notifications"
        className={styles.region}
      >
        {({ toast }) => (
          <SwipeableToast
            toast={toast}
            onSwiped={(offset) => offsets.current.set(toast.key, offset)}
          />
        )}
      </RacToastRegion>
      {leaving.length > 0 && (
        <div className={styles.ghostLayer} aria-hidden="true">
          {leaving.map((ghost) => (
            <div
              key={ghost.key}
              className={`${styles.toast} ${styles.variants[ghost.content.variant ?? 'default']} ${styles.ghost}`}
              style={{ '--toast-offset': `${ghost.offset}px` } as CSSProperties}
            >
              <ToastBody content={ghost.content} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function SwipeableToast({
  toast,
  onSwiped,
}: {
  toast: QueuedToast<Content>;
  onSwiped: (offset: number) => void;
}) {
  const { offset, isDragging, swipeProps } = useSwipeToDismiss((distance) => {
    onSwiped(distance);
    toastQueue.close(toast.key);
  });
  const variant = toast.content.variant ?? 'default';
  return (
    <Toast
      toast={toast}
      {...swipeProps}
      data-variant={variant}
      data-dragging={isDragging || undefined}
      className={`${styles.toast} ${styles.variants[variant]}`}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.35, 1 - offset / 200) : undefined,
      }}
    >
      <ToastBody content={toast.content} />
      <Button slot="close" aria-label="Close" className={styles.close}>
        <Icon name="close" />
      </Button>
    </Toast>
  );
}

function ToastBody({ content }: { content: Content }) {
  return (
    <ToastContent className={styles.content}>
      <Text slot="title" className={styles.title}>
        {content.title}
      </Text>
      {content.description && (
        <Text slot="description" className={styles.description}>
          {content.description}
        </Text>
      )}
    </ToastContent>
  );
}

interface LeavingToast {
  key: string;
  content: Content;
  offset: number;
}

/**
 * Copies of toasts that just closed, kept briefly so they can animate out (react-aria
 * removes them at once). A toast replaced by a new one leaves without a copy: the new
 * one animates in over it, and two toasts with the same text never coexist in the DOM.
 */
function useLeavingToasts(offsets: Map<string, number>): LeavingToast[] {
  const [leaving, setLeaving] = useState<LeavingToast[]>([]);
  useEffect(() => {
    let previous = toastQueue.visibleToasts;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = toastQueue.subscribe(() => {
      const current = toastQueue.visibleToasts;
      const gone = previous.filter((toast) => !current.some((kept) => kept.key === toast.key));
      previous = current;
      if (gone.length === 0) return;
      // showToast closes the old toast and adds the new one in the same task.
      queueMicrotask(() => {
        const ghosts = gone.map((toast) => ({
          key: toast.key,
          content: toast.content,
          offset: offsets.get(toast.key) ?? 0,
        }));
        for (const toast of gone) offsets.delete(toast.key);
        if (toastQueue.visibleToasts.length > 0) return;
        setLeaving((list) => [...list, ...ghosts]);
        const timer = setTimeout(() => {
          timers.delete(timer);
          setLeaving((list) => list.filter((ghost) => !ghosts.includes(ghost)));
        }, EXIT_MS);
        timers.add(timer);
      });
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [offsets]);
  return leaving;
}

/** F8 anywhere focuses the visible toast (which also pauses its timer). */
function useFocusHotkey(regionRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [regionRef]);
}
