import type { Insight as InsightDto } from '../../sync/contract';
import type { Insight } from '../models';
import { iso } from './dates';

export function presentInsight(insight: Insight): InsightDto {
  return {
    id: insight.id,
    client: insight.client,
    projectId: insight.projectId,
    title: insight.title,
    content: insight.content,
    category: insight.category,
    interviewIds: insight.interviewIds,
    createdAt: iso(insight.createdAt),
  };
}
