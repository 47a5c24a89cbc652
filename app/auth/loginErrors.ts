/** The description under the 'Login Failed' toast (spec section 8). */
export function loginFailureDescription(message: string): string {
  if (message.includes('401') || message.includes('Unauthorized')) {
    return 'Incorrect username or password.';
  }
  if (message.includes('500')) return 'Server error. Please try again later.';
  if (message.includes('Network')) return 'Network error. Check your connection.';
  return 'Please try again.';
}
