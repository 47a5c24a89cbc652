import type { AnalysisResult } from '../../sync/contract';
import type { StoredAnalysis } from '../commands/analysisGenerator';
import type { Analysis } from '../models';
import { iso } from './dates';

/** A stored graph or list analysis as the app receives it. */
export function presentAnalysis(analysis: Analysis): AnalysisResult {
  const result = analysis.result as StoredAnalysis;
  return {
    id: analysis.id,
    type: result.type,
    question: result.question,
    analysis: result.analysis,
    dataPoints: result.dataPoints,
    companies: result.companies,
    graphType: result.graphType,
    series: result.series,
    items: result.items,
    createdAt: iso(analysis.createdAt),
  };
}
