import { z } from 'zod';
import {
  type AnalysisResult,
  GenerateAnalysisRequestSchema,
  GRAPH_TYPES,
} from '../../../../sync/contract/customer';
import type { SelectOption } from '../../../ui/Select';

const [graphContract, listContract] = GenerateAnalysisRequestSchema.options;

export const GRAPH_TYPE_OPTIONS: readonly SelectOption[] = GRAPH_TYPES.map((type) => ({
  value: type,
  label: { bar: 'Bar chart', pie: 'Pie chart', line: 'Line chart' }[type],
}));

/**
 * The New Graph dialog, checked by the contract's own rules (so the messages are the
 * server's). Parameters are typed as one comma-separated line; the spec splits them on
 * commas and trims them, and the contract drops blanks and wants at least one.
 */
export const GraphFormSchema = z.object({
  graphType: graphContract.shape.graphType,
  question: graphContract.shape.question,
  parameters: z
    .string()
    .transform((text) => text.split(','))
    .pipe(graphContract.shape.parameters),
});
export type GraphFormInput = z.input<typeof GraphFormSchema>;
export type GraphFormValues = z.output<typeof GraphFormSchema>;
export const EMPTY_GRAPH_FORM: GraphFormInput = { graphType: 'bar', question: '', parameters: '' };

export const ListFormSchema = z.object({ question: listContract.shape.question });
export type ListFormInput = z.input<typeof ListFormSchema>;
export type ListFormValues = z.output<typeof ListFormSchema>;
export const EMPTY_LIST_FORM: ListFormInput = { question: '' };

/**
 * A stored analysis's own inputs, to ask it again (Try again on a failed one). A stored
 * analysis keeps every field the dialogs have; graphType is null only on a list, so the
 * default there is never used for a graph.
 */
export function graphFormFrom(
  analysis: Pick<AnalysisResult, 'question' | 'graphType' | 'parameters'>,
): GraphFormInput {
  return {
    graphType: analysis.graphType ?? EMPTY_GRAPH_FORM.graphType,
    question: analysis.question,
    parameters: analysis.parameters.join(', '),
  };
}

export function listFormFrom(analysis: Pick<AnalysisResult, 'question'>): ListFormInput {
  return { question: analysis.question };
}

/** Spec section 8 has no text for this failure; this one follows its pattern. */
export const GENERATE_FAILED_MESSAGE = 'Failed to generate analysis. Please try again.';
