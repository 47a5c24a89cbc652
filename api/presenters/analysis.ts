import type { z } from 'zod';
import type { AnalysisResult, GenerateAnalysisRequestSchema } from '../../sync/contract';
import type { StoredAnalysis } from '../commands/analysisGenerator';
import type { Analysis } from '../models';
import { iso } from './dates';

type AnalysisRequest = z.output<typeof GenerateAnalysisRequestSchema>;

/**
 * A stored graph or list analysis as the app receives it. One still running (or failed)
 * has no result yet: its question and graph type come from its request, the rest is empty.
 * A graph's parameters always come from its request, so a failed one can be asked again.
 */
export function presentAnalysis(analysis: Analysis): AnalysisResult {
  const request = analysis.request as AnalysisRequest;
  const result = (analysis.result as StoredAnalysis | null) ?? pendingResult(request);
  return {
    id: analysis.id,
    status: analysis.status,
    progress: analysis.progress,
    error: analysis.error,
    type: result.type,
    question: result.question,
    analysis: result.analysis,
    dataPoints: result.dataPoints,
    companies: result.companies,
    graphType: result.graphType,
    parameters: request.type === 'graph' ? request.parameters : [],
    series: result.series,
    items: result.items,
    createdAt: iso(analysis.createdAt),
  };
}

function pendingResult(request: AnalysisRequest): StoredAnalysis {
  return {
    type: request.type,
    question: request.question,
    analysis: '',
    dataPoints: 0,
    companies: [],
    graphType: request.type === 'graph' ? request.graphType : null,
    series: [],
    items: [],
  };
}
