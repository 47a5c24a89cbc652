export const MERIDIAN_CAPITAL = 'Meridian Capital';
export const HARBOR_BANK = 'Harbor Bank';
export const DEMO_CLIENTS = [MERIDIAN_CAPITAL, HARBOR_BANK] as const;

/**
 * The three banks whose experts Meridian Capital interviewed, in the order the client
 * dashboard's company filter lists them. Every one has completed interviews.
 */
export const DEMO_FILTER_BANKS = [
  'Northbridge Bank',
  'Summit National Bank',
  'Crescent Trust Bank',
] as const;
