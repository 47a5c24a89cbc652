/** A tsquery matching any of `lexemes`, in tsquery's quoted-literal syntax. */
export function anyLexemeQuery(lexemes: readonly string[]): string {
  return lexemes
    .map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)
    .join(' | ');
}
