import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UpdatePromptCard } from './UpdatePrompt';
import { updatePromptState } from './updatePromptState';

describe('updatePromptState', () => {
  it('shows nothing while no update waits, whatever holds updates', () => {
    expect(updatePromptState(false, [])).toBe('hidden');
    expect(updatePromptState(false, ['interview open'])).toBe('hidden');
  });

  it('offers the update when it waits and nothing holds it', () => {
    expect(updatePromptState(true, [])).toBe('ready');
  });

  it('defers the update while an interview is open or answers wait to sync', () => {
    expect(updatePromptState(true, ['interview open'])).toBe('held');
    expect(updatePromptState(true, ['answers waiting to sync'])).toBe('held');
  });

  it('keeps a dismissed notice closed until the update can be applied', () => {
    expect(updatePromptState(true, ['interview open'], 'held')).toBe('hidden');
    // The holds are released: the prompt comes back, now with the reload.
    expect(updatePromptState(true, [], 'held')).toBe('ready');
    expect(updatePromptState(true, [], 'ready')).toBe('hidden');
  });
});

describe('UpdatePromptCard', () => {
  const render = (state: 'ready' | 'held') =>
    renderToStaticMarkup(
      <UpdatePromptCard state={state} onReload={() => {}} onDismiss={() => {}} />,
    );

  it('has the reload button when the update can be applied', () => {
    const html = render('ready');
    expect(html).toContain('Update available');
    expect(html).toContain('Reload to update');
  });

  it('has no reload button while updates are held, and says when the update will come', () => {
    const html = render('held');
    expect(html).toContain('once your interview is saved and synced');
    expect(html).not.toContain('Reload to update');
    expect(html).toContain('Dismiss update notice');
  });
});
