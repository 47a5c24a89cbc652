import type { SelectOption } from '../../ui/Select';

/** The seven countries the demo form offers (spec section 5), in the spec's order. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'ca', label: 'Canada' },
  { value: 'au', label: 'Australia' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
  { value: 'other', label: 'Other' },
];

/** Organisation size bands (spec section 9), counted in full-time employees. */
export const ORGANIZATION_SIZE_OPTIONS: readonly SelectOption[] = [
  { value: '0-50', label: '0-50 full-time employees' },
  { value: '50-500', label: '50-500 full-time employees' },
  { value: '500-5000', label: '500-5000 full-time employees' },
  { value: '5000+', label: '5000+ full-time employees' },
];
