/**
 * Text from stored answers, names and labels made inert in HTML, in element content
 * and in quoted attribute values alike: `<script>` becomes the text "<script>", and a
 * quote cannot end an attribute early.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
