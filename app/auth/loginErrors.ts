/** The description under the 'Login Failed' toast (spec section 8). */
export function loginFailureDescription(message: string): string {
  // Sign-in throttling: the server's text says how long to wait, which is the one
  // thing the person needs to know.
  if (message.startsWith('429: ')) return message.slice('429: '.length);
  if (message.includes('401') || message.includes('Unauthorized')) {
    return 'Incorrect username or password.';
  }
  if (message.includes('500')) return 'Server error. Please try again later.';
  if (message.includes('Network')) return 'Network error. Check your connection.';
  return 'Please try again.';
}
