/** Placeholder until the transcript dialog is built. */
export function TranscriptDialog(_props: {
  interviewId: string | null;
  focusAnswerId?: string;
  onClose: () => void;
}) {
  return null;
}
