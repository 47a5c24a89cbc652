import DOMPurify from 'dompurify';

/**
 * The AI answer arrives as HTML (spec section 2). The API escapes everything it puts
 * in, but the app never trusts that: DOMPurify drops scripts, event handlers and
 * javascript: URLs. Also dropped: inline styles and form controls, which could dress
 * the answer up as part of the app (a fake sign-in box over the page). An instance of
 * our own, so the link hook below touches no other use of DOMPurify.
 */
const purifier = DOMPurify(window);

// A link in an answer leaves the app in a new tab and learns nothing about this page.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeAnswerHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}
