/** Progress lines, told apart from the figures by their prefix. */
export function log(message: string) {
  console.log(`[bench] ${message}`);
}
