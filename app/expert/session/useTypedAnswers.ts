import { useCallback, useState } from 'react';

/**
 * What the expert has typed, per question, held by the session rather than by the
 * question's screen. That screen can be replaced for a moment (by "One moment" while the
 * server's reply is awaited as the connection comes back), and the text must not go with
 * it: a browser test caught a typed answer lost that way, the Submit button left disabled
 * on an empty box.
 */
export function useTypedAnswers() {
  const [byQuestion, setByQuestion] = useState<Readonly<Record<string, string>>>({});
  const setTyped = useCallback((questionId: string, text: string) => {
    setByQuestion((current) => ({ ...current, [questionId]: text }));
  }, []);
  const forget = useCallback((questionId: string) => {
    setByQuestion(({ [questionId]: _sent, ...rest }) => rest);
  }, []);
  const typed = (questionId: string) => byQuestion[questionId] ?? '';
  return {
    typed,
    setTyped,
    forget,
    /** Whether any text is typed for the question: it has been started, as much as a recording. */
    hasTyped: (questionId: string) => typed(questionId).trim().length > 0,
  };
}
