/**
 * The AI behind Parley's analysis features. `local` is a grounded engine that needs
 * no network; `openai` uses the openai SDK. Retrieval and scoping happen before a
 * provider is called, so a provider only ever sees answers the caller may see.
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
}
