import { useEffect, useState } from 'react';
import type { Interview, Project, Role } from '../../sync/contract';
import { api, errorText } from './api';
import { styles } from './styles';

type Item = { id: string; label: string };

/** Experts have interviews; admins and customers have projects. */
const sources: Record<Role, { title: string; path: string; toItem: (row: never) => Item }> = {
  admin: { title: 'Projects', path: '/api/projects', toItem: projectItem },
  customer: { title: 'Projects', path: '/api/projects', toItem: projectItem },
  expert: {
    title: 'Upcoming interviews',
    path: '/api/expert-interviews/upcoming',
    toItem: (interview: Interview) => ({
      id: interview.id,
      label: `${interview.projectName ?? 'Interview'} · ${interview.status}`,
    }),
  },
};

function projectItem(project: Project): Item {
  return { id: project.id, label: `${project.name} · ${project.client}` };
}

export function WorkList({ role }: { role: Role }) {
  const source = sources[role];
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<never[]>(source.path)
      .then((rows) => setItems(rows.map(source.toItem)))
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [source]);

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <h3 style={styles.heading}>{source.title}</h3>
      {error && <p style={styles.muted}>Not available yet ({error})</p>}
      {items?.length === 0 && <p style={styles.muted}>Nothing here yet.</p>}
      {items && items.length > 0 && (
        <ul style={styles.list}>
          {items.map((item) => (
            <li key={item.id}>{item.label}</li>
          ))}
        </ul>
      )}
      {!items && !error && <p style={styles.muted}>Loading…</p>}
    </div>
  );
}
