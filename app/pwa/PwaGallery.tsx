import { useState } from 'react';
import * as styles from '../gallery/Gallery.css';
import { AddToHomeScreenHint } from './AddToHomeScreenHint';
import { UpdatePromptCard } from './UpdatePrompt';

/**
 * The PWA's notices in the /__ui gallery: the update prompt in both states (in the app
 * it sits in the bottom corner) and the install hint, which only iOS Safari shows.
 */
export function PwaGallery() {
  const [pressed, setPressed] = useState<string | null>(null);
  return (
    <section aria-labelledby="gallery-offline-app" className={styles.section}>
      <h2 id="gallery-offline-app" className={styles.sectionTitle}>
        Offline app
      </h2>
      <div className={styles.grid}>
        <UpdatePromptCard
          state="ready"
          onReload={() => setPressed('Reload to update')}
          onDismiss={() => setPressed('Dismiss (ready)')}
        />
        <UpdatePromptCard
          state="held"
          onReload={() => setPressed('Reload to update (held)')}
          onDismiss={() => setPressed('Dismiss (held)')}
        />
      </div>
      {pressed && <p role="status">Pressed: {pressed}</p>}
      <AddToHomeScreenHint />
      <p className={styles.muted}>The install hint shows only in Safari on an iPhone or iPad.</p>
    </section>
  );
}
