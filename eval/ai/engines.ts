/** An engine to measure: a name for the report and the app configuration that selects it. */
export interface Engine {
  name: string;
  env: NodeJS.ProcessEnv;
}

/** This process's environment minus whatever would make the scratch app another engine than asked. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (
      key.startsWith('OPENAI_') ||
      ['AI_PROVIDER', 'DATABASE_URL', 'PORT', 'HOST'].includes(key)
    ) {
      delete env[key];
    }
  }
  return env;
}

export function localEngine(): Engine {
  return { name: 'local engine', env: { ...baseEnv(), AI_PROVIDER: 'local' } };
}

export interface EndpointSettings {
  baseURL: string;
  apiKey?: string;
  model?: string;
  /** Unset or `none`: full-text retrieval only, as many OpenAI-compatible servers have no embeddings. */
  embeddingModel?: string;
}

/** The app's OpenAI provider (api/config.ts) pointed at any OpenAI-compatible server. */
export function openAiEngine(settings: EndpointSettings): Engine {
  return {
    name: `OpenAI-compatible endpoint ${settings.baseURL}${settings.model ? ` (${settings.model})` : ''}`,
    env: {
      ...baseEnv(),
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: settings.baseURL,
      // The SDK refuses an empty key; local servers usually accept any.
      OPENAI_API_KEY: settings.apiKey || 'eval-ai',
      ...(settings.model ? { OPENAI_MODEL: settings.model } : {}),
      OPENAI_EMBEDDING_MODEL: settings.embeddingModel || 'none',
    },
  };
}

/** The local engine always; an endpoint too when EVAL_AI_BASE_URL names one. */
export function configuredEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  const engines = [localEngine()];
  if (env.EVAL_AI_BASE_URL) {
    engines.push(
      openAiEngine({
        baseURL: env.EVAL_AI_BASE_URL,
        apiKey: env.EVAL_AI_API_KEY,
        model: env.EVAL_AI_MODEL,
        embeddingModel: env.EVAL_AI_EMBEDDING_MODEL,
      }),
    );
  }
  return engines;
}
