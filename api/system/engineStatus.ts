import type { EngineStatus, SystemStatus } from '../../sync/contract';
import type { Services } from '../context';
import type { TranscriptionProvider } from '../transcription/provider';

/** What an operator runs to get the local speech engine (ffmpeg, pocketsphinx and its model). */
export const SPEECH_SETUP_HINT = 'run scripts/setup.sh, then restart the server';

/**
 * The speech engine in words an operator can act on. With none, recordings are still
 * kept (as pending) and transcribed once an engine is there, so the message says so.
 */
export function describeTranscription(provider: TranscriptionProvider): EngineStatus {
  if (provider.available) {
    return {
      engine: provider.name,
      available: true,
      detail:
        provider.name === 'local'
          ? 'pocketsphinx (US English model) through ffmpeg, on this machine'
          : 'an OpenAI-compatible transcription API (OPENAI_BASE_URL)',
    };
  }
  const fix =
    provider.name === 'openai'
      ? 'set OPENAI_API_KEY'
      : provider.name === 'none' && !provider.unavailableReason?.includes('not installed')
        ? 'set TRANSCRIPTION_PROVIDER=auto and run scripts/setup.sh'
        : SPEECH_SETUP_HINT;
  return {
    engine: provider.name,
    available: false,
    detail:
      `${provider.unavailableReason ?? 'No speech engine'}. Recorded answers are kept and ` +
      `transcribed once an engine is available: ${fix}.`,
  };
}

/** Every engine this server runs: the admin's System panel and the start-up log. */
export function systemStatus(services: Services): SystemStatus {
  const followupEngine = services.followupAdvisor.name;
  return {
    transcription: describeTranscription(services.transcription),
    followups: {
      engine: followupEngine,
      available: true,
      detail:
        followupEngine === 'openai'
          ? 'Follow-up questions are written by the OpenAI model (OPENAI_MODEL)'
          : 'Follow-up questions come from rules on this server',
    },
    ai: {
      engine: services.ai.name,
      available: true,
      detail:
        services.ai.name === 'openai'
          ? 'Insights and Ask AI use the OpenAI model (OPENAI_MODEL)'
          : 'Insights and Ask AI are computed on this server, without a language model',
    },
    mail: services.mailer.deliversBySmtp
      ? { engine: 'smtp', available: true, detail: 'Mail is delivered through SMTP_URL' }
      : {
          engine: 'outbox',
          available: false,
          detail: 'No SMTP_URL: messages are only kept in the Outbox screen, not delivered',
        },
  };
}

/** One start-up log line per engine, e.g. `transcription: none (…why, and what to run)`. */
export function systemStatusLines(status: SystemStatus): string[] {
  return Object.entries(status).map(
    ([area, engine]) =>
      `${area}: ${engine.engine}${engine.available ? '' : ' (unavailable)'} — ${engine.detail}`,
  );
}
