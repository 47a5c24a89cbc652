import { countPhrase } from '../text/wording';
import { type BarRow, renderBarChart } from './clientReportCharts';
import {
  type ClientReportContent,
  filterSentence,
  generatedAtText,
  insightBasis,
  NO_INSIGHTS,
  PROVENANCE,
  percentOrNa,
  quoteAttribution,
  type ReportInsight,
  type ReportQuote,
} from './clientReportContent';
import { REPORT_CONTENT_SECURITY_POLICY, REPORT_CSS } from './clientReportStyles';
import { escapeHtml as html } from './html';

/**
 * The client report as one self-contained HTML file a client can forward or print to
 * PDF from any browser: the same content as the Markdown, with the figures drawn as
 * charts. No script, font, image or link to anything outside the file; every stored
 * string (names, answers, labels) is escaped, and the only markup is written here.
 */
export function renderClientReportHtml(report: ClientReportContent): string {
  const title = `Parley report: ${report.client}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${html(REPORT_CONTENT_SECURITY_POLICY)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main>
${header(report)}
${figureSections(report)}
${insightsSection(report)}
<footer><p>${html(PROVENANCE)}</p></footer>
</main>
</body>
</html>
`;
}

function header(report: ClientReportContent): string {
  const { company, topic } = report.filters;
  const filters = filterSentence(report.filters);
  return `<header>
<p class="eyebrow">Parley report</p>
<h1>${html(report.client)}</h1>
<dl class="meta">
<dt>Generated</dt><dd>${html(generatedAtText(report.generatedAt))}</dd>
<dt>Company</dt><dd>${html(company ?? 'All companies')}</dd>
<dt>Topic</dt><dd>${html(topic ?? 'All topics')}</dd>
</dl>
${filters ? `<p class="note">${html(filters)}</p>` : ''}
</header>`;
}

function section(key: string, heading: string, body: string, className = ''): string {
  return `<section aria-labelledby="${key}"${className ? ` class="${className}"` : ''}>
<h2 id="${key}">${html(heading)}</h2>
${body}
</section>`;
}

function figureSections(report: ClientReportContent): string {
  return [
    section('completion', 'Interview completion', completion(report)),
    section('quality', 'Response quality', responseQuality(report)),
    section('topics', 'Top topics', topics(report)),
    section('sentiment', 'Sentiment', sentiment(report)),
  ].join('\n');
}

function figure(chart: string, explanation: string): string {
  return `<div class="figure">${chart}<p class="note">${html(explanation)}</p></div>`;
}

function completion({ completion }: ClientReportContent): string {
  const { completed, total, percent } = completion;
  return figure(
    renderBarChart({
      key: 'completion-chart',
      title: 'Interview completion',
      description: `${percent}%: ${completed} of ${countPhrase(total, 'interview')} completed.`,
      rows: [
        {
          label: 'Interviews completed',
          value: completed,
          max: total,
          valueText: `${completed} of ${total} (${percent}%)`,
        },
      ],
    }),
    completion.explanation,
  );
}

function responseQuality({ responseQuality }: ClientReportContent): string {
  const rows: BarRow[] = responseQuality.map((figure) => ({
    label: figure.label,
    value: figure.percent,
    max: 100,
    valueText: percentOrNa(figure.percent),
  }));
  const chart = renderBarChart({
    key: 'quality-chart',
    title: 'Response quality',
    description: rows.map((row) => `${row.label}: ${row.valueText}.`).join(' '),
    rows,
  });
  const explanations = responseQuality
    .map((figure) => `<li><strong>${html(figure.label)}.</strong> ${html(figure.explanation)}</li>`)
    .join('');
  return `<div class="figure">${chart}<ul class="explanations">${explanations}</ul></div>`;
}

function topics({ topics }: ClientReportContent): string {
  if (topics.items.length === 0) return `<p>${html(topics.explanation)}</p>`;
  const most = Math.max(...topics.items.map((topic) => topic.answers));
  const rows: BarRow[] = topics.items.map((topic) => ({
    label: topic.label,
    detail: companyList(topic.companies),
    value: topic.answers,
    max: most,
    valueText: countPhrase(topic.answers, 'answer'),
  }));
  return figure(
    renderBarChart({
      key: 'topics-chart',
      title: 'Top topics by number of answers',
      description: topics.items
        .map(
          (topic) =>
            `${topic.label}: ${countPhrase(topic.answers, 'answer')} from ${countPhrase(topic.companies.length, 'company', 'companies')} (${topic.companies.join(', ')}).`,
        )
        .join(' '),
      rows,
    }),
    topics.explanation,
  );
}

/** "From 2 companies: A", "B": the count leads, then each name as a piece of its own. */
function companyList(companies: readonly string[]): string[] {
  const [first, ...rest] = companies;
  const count = `From ${countPhrase(companies.length, 'company', 'companies')}`;
  return first === undefined ? [count] : [`${count}: ${first}`, ...rest];
}

function sentiment({ sentiment }: ClientReportContent): string {
  if (sentiment.answers === 0) return `<p>${html(sentiment.explanation)}</p>`;
  const { percentages } = sentiment;
  const rows: BarRow[] = (['positive', 'neutral', 'negative'] as const).map((tone) => ({
    label: `${tone[0]!.toUpperCase()}${tone.slice(1)}`,
    value: percentages[tone],
    max: 100,
    valueText: `${percentages[tone]}%`,
  }));
  return figure(
    renderBarChart({
      key: 'sentiment-chart',
      title: `Sentiment of ${countPhrase(sentiment.answers, 'answer')}`,
      description: rows.map((row) => `${row.label} ${row.valueText}.`).join(' '),
      rows,
    }),
    sentiment.explanation,
  );
}

function insightsSection({ insights }: ClientReportContent): string {
  const body =
    insights.length === 0
      ? `<p>${html(NO_INSIGHTS)}</p>`
      : insights.map((insight, position) => insightArticle(insight, position + 1)).join('\n');
  return section('insights', 'Key insights', body, 'insights');
}

function insightArticle(insight: ReportInsight, number: number): string {
  return `<article class="insight">
<h3>${number}. ${html(insight.title)}</h3>
<p class="basis">${html(insightBasis(insight))}</p>
${insight.lead ? `<p>${html(insight.lead)}</p>` : ''}
${insight.quotes.map(quoteFigure).join('\n')}
</article>`;
}

function quoteFigure(quote: ReportQuote): string {
  return `<figure class="quote">
<blockquote>“${html(quote.quote)}”</blockquote>
<figcaption>${html(quoteAttribution(quote))}</figcaption>
</figure>`;
}
