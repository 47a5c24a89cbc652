/**
 * Text from stored answers, names and labels made inert in Markdown: every character
 * that can open emphasis, code, a link, an image, a table cell, an entity or raw HTML
 * is backslash-escaped (CommonMark shows an escaped character as itself), and line
 * breaks are folded so the text cannot start a heading, list or block of its own.
 * `<script>` therefore renders as the text "<script>", never as a tag.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\\`*[\]<>|~&!#]/g, (char) => `\\${char}`)
      // An underscore inside a word never emphasises (CommonMark), so ids like
      // int_demo_01 stay readable; any other underscore is escaped.
      .replace(/_/g, (char, at: number, all: string) =>
        /[\p{L}\p{N}]/u.test(all[at - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[at + 1] ?? '')
          ? char
          : `\\${char}`,
      )
  );
}
