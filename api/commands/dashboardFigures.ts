import type { ClientDashboard, TopicFigure } from '../../sync/contract';

/** A topic as the client report prints it: also which companies its answers come from. */
export interface NamedTopicFigure extends TopicFigure {
  /** A to Z. */
  companies: string[];
}

/**
 * The client dashboard as computed, kept and stored: what the API sends, plus each
 * topic's company names, which only the client report prints. The API sends their count
 * alone (sentDashboard): at 50,000 answers the names were 25 of the dashboard's 37 kB,
 * sent on every read to a screen that shows none of them.
 */
export type DashboardFigures = Omit<ClientDashboard, 'topics'> & {
  topics: Omit<ClientDashboard['topics'], 'items'> & { items: NamedTopicFigure[] };
};

export function sentDashboard(figures: DashboardFigures): ClientDashboard {
  const items = figures.topics.items.map(({ companies: _names, ...topic }) => topic);
  return { ...figures, topics: { ...figures.topics, items } };
}
