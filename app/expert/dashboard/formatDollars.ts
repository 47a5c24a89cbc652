const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$1,050": compensation is whole dollars. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
