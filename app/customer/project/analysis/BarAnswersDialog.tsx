import type { AnalysisResult, Citation } from '../../../../sync/contract/customer';
import { plural } from '../../../admin/plural';
import { Dialog } from '../../../ui/Dialog';
import { CitationList } from '../citations/CitationButton';
import { type BarRef, barAnswers } from './chartData';

/**
 * The answers one bar counts: each quoted at the sentence that discusses the
 * parameter, attributed to the expert, company and question, and one press away from
 * its transcript, so a count can be checked against what was said.
 */
export function BarAnswersDialog({
  result,
  bar,
  onClose,
  onOpenCitation,
}: {
  result: Pick<AnalysisResult, 'series' | 'companies'>;
  bar: BarRef | null;
  onClose: () => void;
  onOpenCitation: (citation: Citation) => void;
}) {
  const parameter = bar ? result.series[bar.seriesIndex]?.parameter : undefined;
  const company = bar ? result.companies[bar.companyIndex] : undefined;
  const answers = bar ? barAnswers(result, bar) : [];
  return (
    <Dialog
      isOpen={bar !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="lg"
      title={`“${parameter ?? ''}” at ${company ?? ''}`}
      description={
        answers.length > 0
          ? `${plural(answers.length, 'answer')} ${answers.length === 1 ? 'discusses' : 'discuss'} it, quoted where ${answers.length === 1 ? 'it does' : 'they do'}.`
          : 'No answer from this company discusses it.'
      }
    >
      {answers.length > 0 && (
        <CitationList
          citations={answers}
          label="Answers counted"
          showQuestion
          onOpen={(citation) => {
            onClose();
            onOpenCitation(citation);
          }}
        />
      )}
    </Dialog>
  );
}
