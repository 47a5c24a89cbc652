/**
 * Words experts use for the same thing in Parley's research domains (lending, ESG,
 * asset management, AI adoption). Stems already join inflections ("loans", "loan");
 * this table joins what stems cannot: derivations ("disagree", "disagreement") and
 * domain synonyms ("lending", "loans"), so a graph parameter or a theme is found
 * however an expert worded it. Each group is one concept, named by its first word.
 *
 * Keep groups narrow: a word here is treated as the same concept as every other word
 * of its group everywhere (themes merge, graph bars count), so a loose group ("risk",
 * "exposure") would inflate counts. Words are matched by dictionary form (lemma) or
 * lower-cased spelling, so list the forms a lemmatiser would not reduce. A phrase
 * ("greenhouse gas") matches the same words in a row; hyphens count as spaces.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lending', 'loan', 'lend', 'lender', 'credit facility'],
  ['disagreement', 'disagree', 'divergence', 'diverge', 'inconsistency', 'inconsistent'],
  ['rating', 'score', 'scoring', 'grade', 'scorecard'],
  ['emission', 'ghg', 'greenhouse gas', 'carbon'],
  ['estimate', 'estimation', 'estimating', 'estimated', 'proxy'],
  ['regulation', 'regulatory', 'regulator', 'supervisory', 'supervisor', 'supervision'],
  ['disclosure', 'disclose', 'reporting'],
  ['cost', 'expense', 'spending'],
  ['vendor', 'provider', 'supplier'],
  ['client', 'customer'],
  ['ai', 'artificial intelligence'],
  ['genai', 'generative ai', 'gen ai'],
  ['llm', 'large language model', 'language model'],
  ['headcount', 'staffing', 'hiring'],
];
