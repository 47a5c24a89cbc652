import { countPhrase } from '../text/wording';
import {
  type ClientReportContent,
  filterSentence,
  generatedAtText,
  insightBasis,
  NO_INSIGHTS,
  PROVENANCE,
  percentOrNa,
  quoteAttribution,
  type ReportQuote,
} from './clientReportContent';
import { escapeMarkdown as md } from './markdown';

/**
 * The client report as Markdown: it opens in any editor or viewer, diffs line by line
 * between two exports and pastes into documents and e-mails (the formatted report is
 * ./clientReportHtml.ts). Everything taken from stored data is escaped (./markdown.ts);
 * the only markup is written here.
 */
export function renderClientReportMarkdown(report: ClientReportContent): string {
  const filters = filterSentence(report.filters);
  return [
    `# Parley report: ${md(report.client)}`,
    `Generated ${generatedAtText(report.generatedAt)}. ${PROVENANCE}`,
    ...(filters ? [md(filters)] : []),
    '## Interview completion',
    `**${report.completion.percent}%**: ${report.completion.completed} of ${countPhrase(report.completion.total, 'interview')} completed.`,
    '## Response quality',
    report.responseQuality
      .map(
        (figure) =>
          `- **${md(figure.label)}: ${percentOrNa(figure.percent)}**. ${md(figure.explanation)}`,
      )
      .join('\n'),
    '## Top topics',
    topicLines(report),
    '## Sentiment',
    sentimentLine(report),
    '## Key insights',
    ...insightSections(report),
  ]
    .join('\n\n')
    .concat('\n');
}

function topicLines({ topics }: ClientReportContent): string {
  if (topics.items.length === 0) return md(topics.explanation);
  const list = topics.items
    .map(
      (topic, position) =>
        `${position + 1}. **${md(topic.label)}**: ${countPhrase(topic.answers, 'answer')} from ${countPhrase(topic.companies.length, 'company', 'companies')}`,
    )
    .join('\n');
  return `${list}\n\n${md(topics.explanation)}`;
}

function sentimentLine({ sentiment }: ClientReportContent): string {
  if (sentiment.answers === 0) return md(sentiment.explanation);
  const { positive, neutral, negative } = sentiment.percentages;
  return `Positive ${positive}%, neutral ${neutral}%, negative ${negative}%. ${md(sentiment.explanation)}`;
}

function insightSections({ insights }: ClientReportContent): string[] {
  if (insights.length === 0) return [NO_INSIGHTS];
  return insights.map((insight, position) =>
    [
      `### ${position + 1}. ${md(insight.title)}`,
      [`*${md(insightBasis(insight))}*`, md(insight.lead)].filter(Boolean).join(' '),
      ...insight.quotes.map(quoteBlock),
    ].join('\n\n'),
  );
}

function quoteBlock(quote: ReportQuote): string {
  return [`> “${md(quote.quote)}”`, '>', `> ${md(quoteAttribution(quote))}`].join('\n');
}
