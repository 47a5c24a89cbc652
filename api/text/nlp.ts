import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * wink-nlp with its English "lite web" model: tokens, sentence boundaries, stop words,
 * Porter2 stems, part-of-speech tags and an AFINN-based sentiment score with negation
 * handling. Loaded on first use (about 80 ms, 30 MB), then shared by every request.
 */
let instance: ReturnType<typeof winkNLP> | undefined;

export function nlp() {
  instance ??= winkNLP(model, ['sbd', 'negation', 'sentiment', 'pos']);
  return instance;
}
