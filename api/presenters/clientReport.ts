import type { Citation, ClientDashboard } from '../../sync/contract';
import { countPhrase } from '../text/wording';
import type { CitedInsight } from '../commands/insightCitationFinder';
import { escapeMarkdown as md } from './markdown';

/** Quotes shown under each insight. */
const QUOTES_PER_INSIGHT = 3;

/**
 * The client report as Markdown. Markdown rather than PDF: it opens in any editor or
 * viewer, diffs line by line between two exports, pastes into documents and e-mails,
 * and needs no PDF engine on a machine that may be offline. Everything taken from
 * stored data is escaped (./markdown.ts); the only markup is written here.
 */
export function renderClientReport(input: {
  dashboard: ClientDashboard;
  insights: readonly CitedInsight[];
  generatedAt: Date;
}): string {
  const { dashboard, insights, generatedAt } = input;
  return [
    `# Parley report: ${md(dashboard.client)}`,
    `Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Every figure is computed from the stored interview answers; every quote is verbatim from the answer it cites.`,
    ...filterLines(dashboard),
    '## Interview completion',
    `**${dashboard.completion.percent}%**: ${dashboard.completion.completed} of ${countPhrase(dashboard.completion.total, 'interview')} completed.`,
    '## Response quality',
    dashboard.responseQuality
      .map(
        (figure) =>
          `- **${md(figure.label)}: ${figure.percent === null ? 'n/a' : `${figure.percent}%`}**. ${md(figure.explanation)}`,
      )
      .join('\n'),
    '## Top topics',
    topicLines(dashboard),
    '## Sentiment',
    sentimentLine(dashboard),
    '## Key insights',
    ...insightSections(insights),
  ]
    .join('\n\n')
    .concat('\n');
}

function filterLines(dashboard: ClientDashboard): string[] {
  const { company, topic } = dashboard.filters;
  if (company === null && topic === null) return [];
  const parts = [
    company === null ? null : `company ${md(company)}`,
    topic === null ? null : `topic ${md(topic)}`,
  ].filter(Boolean);
  return [
    `Filtered to ${parts.join(' and ')}. The filters apply to the figures; key insights cover all interviews.`,
  ];
}

function topicLines(dashboard: ClientDashboard): string {
  const { items, explanation } = dashboard.topics;
  if (items.length === 0) return md(explanation);
  const list = items
    .map(
      (topic, position) =>
        `${position + 1}. **${md(topic.label)}**: ${countPhrase(topic.answers, 'answer')} from ${countPhrase(topic.companies.length, 'company', 'companies')}`,
    )
    .join('\n');
  return `${list}\n\n${md(explanation)}`;
}

function sentimentLine(dashboard: ClientDashboard): string {
  const { sentiment } = dashboard;
  if (sentiment.answers === 0) return md(sentiment.explanation);
  const { percentages } = sentiment;
  return [
    `Positive ${percentages.positive}%, neutral ${percentages.neutral}%, negative ${percentages.negative}%.`,
    md(sentiment.explanation),
  ].join(' ');
}

function insightSections(insights: readonly CitedInsight[]): string[] {
  if (insights.length === 0) {
    return ['No insights have been generated yet: use New Analysis on the dashboard.'];
  }
  return insights.map(({ insight, lead, citations }, position) =>
    [
      `### ${position + 1}. ${md(insight.title)}`,
      `*${md(insight.category)}, based on ${countPhrase(insight.interviewIds.length, 'interview')}.* ${md(lead)}`,
      ...citations.slice(0, QUOTES_PER_INSIGHT).map(quoteBlock),
    ].join('\n\n'),
  );
}

function quoteBlock(citation: Citation): string {
  return [
    `> “${md(citation.quote)}”`,
    '>',
    `> ${md(citation.expertName)}, ${md(citation.company)} (interview ${md(citation.interviewId)}, answer ${md(citation.answerId)})`,
  ].join('\n');
}
