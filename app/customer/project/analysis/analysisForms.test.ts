import { describe, expect, it } from 'vitest';
import { GenerateAnalysisRequestSchema } from '../../../../sync/contract/customer';
import {
  EMPTY_GRAPH_FORM,
  GRAPH_TYPE_OPTIONS,
  GraphFormSchema,
  graphFormFrom,
  ListFormSchema,
  listFormFrom,
} from './analysisForms';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('GraphFormSchema', () => {
  it('splits the parameters on commas and trims them, as the server would', () => {
    const values = GraphFormSchema.parse({
      graphType: 'bar',
      question: '  How often is each theme raised? ',
      parameters: 'ESG, AI , regulation,,',
    });
    expect(values).toEqual({
      graphType: 'bar',
      question: 'How often is each theme raised?',
      parameters: ['ESG', 'AI', 'regulation'],
    });
    // What the dialog sends is a valid request.
    expect(GenerateAnalysisRequestSchema.safeParse({ type: 'graph', ...values }).success).toBe(
      true,
    );
  });

  it("uses the contract's messages", () => {
    expect(messages(GraphFormSchema.safeParse({ ...EMPTY_GRAPH_FORM, parameters: ' , ' }))).toEqual(
      ['Question is required', 'At least one parameter is required'],
    );
    expect(
      messages(GraphFormSchema.safeParse({ graphType: 'radar', question: 'Q', parameters: 'AI' })),
    ).toEqual(['Graph type must be bar, pie or line']);
  });

  it('offers the three graph types', () => {
    expect(GRAPH_TYPE_OPTIONS.map((option) => option.value)).toEqual(['bar', 'pie', 'line']);
  });
});

describe('ListFormSchema', () => {
  it('needs a question', () => {
    expect(messages(ListFormSchema.safeParse({ question: '   ' }))).toEqual([
      'Question is required',
    ]);
    expect(ListFormSchema.parse({ question: ' Top risks? ' })).toEqual({ question: 'Top risks?' });
  });
});

describe('graphFormFrom and listFormFrom (Try again)', () => {
  it("fill a dialog with a stored analysis's inputs, which send the same request again", () => {
    const failed = {
      question: 'How often is each theme raised?',
      graphType: 'pie' as const,
      parameters: ['ESG', 'AI', 'regulation'],
    };
    const form = graphFormFrom(failed);
    expect(form).toEqual({
      graphType: 'pie',
      question: failed.question,
      parameters: 'ESG, AI, regulation',
    });
    expect(GraphFormSchema.parse(form)).toEqual(failed);
    expect(listFormFrom({ question: 'Top risks?' })).toEqual({ question: 'Top risks?' });
  });
});
