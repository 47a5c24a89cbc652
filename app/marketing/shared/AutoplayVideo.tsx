import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Button } from '../../ui/Button';
import * as styles from './AutoplayVideo.css';
import { useHalfVisible } from './useHalfVisible';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { posterSource, type VideoName, videoSource, videos } from './videos';

export interface AutoplayVideoProps {
  /** Which video from app/public/videos (see videos.ts). */
  name: VideoName;
  /** Fill the positioned parent (full-bleed hero) instead of a framed 16:9 card. */
  fill?: boolean;
  /** The first thing on the page: its poster is fetched first, at high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A silent looping video that plays while at least half of it is on screen and pauses
 * when less than 0.3 is (spec section 2). With `prefers-reduced-motion: reduce` it never
 * starts by itself: the poster shows with a play button. Every video has the button, so
 * anyone can stop the motion (WCAG 2.2.2). The video itself is decorative.
 */
export function AutoplayVideo({
  name,
  fill = false,
  priority = false,
  className,
}: AutoplayVideoProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const visible = useHalfVisible(frameRef);
  // null follows the system setting; a press on the button overrides it for this video.
  const [choice, setChoice] = useState<boolean | null>(null);
  const wantsToPlay = choice ?? !reducedMotion;
  const shouldPlay = wantsToPlay && visible;
  // The poster is what paints first (the page's largest element); the video itself only
  // loads when it plays, after the page is up, so it never competes with the page.
  if (priority) preload(posterSource(name), { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (shouldPlay) {
      // A browser that refuses even muted autoplay leaves the poster showing.
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  }, [shouldPlay]);

  return (
    <div
      ref={frameRef}
      className={[fill ? styles.fill : styles.framed, className].filter(Boolean).join(' ')}
    >
      {/* Decorative: without controls the video takes no focus, and the button names it. */}
      <div aria-hidden="true" className={styles.media}>
        <video
          ref={videoRef}
          className={styles.video}
          src={videoSource(name)}
          poster={posterSource(name)}
          muted
          loop
          playsInline
          preload="none"
          disablePictureInPicture
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        className={styles.toggle}
        aria-label={`${wantsToPlay ? 'Pause' : 'Play'} video: ${videos[name]}`}
        onPress={() => setChoice(!wantsToPlay)}
      >
        {wantsToPlay ? <PauseIcon /> : <PlayIcon />}
      </Button>
    </div>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <rect x="3.5" y="2.5" width="3" height="11" rx="1" />
      <rect x="9.5" y="2.5" width="3" height="11" rx="1" />
    </svg>
  );
}
