const PATHS = {
  close: 'M4 4l8 8M12 4l-8 8',
  expand: 'M3 6V3h3M10 3h3v3M13 10v3h-3M6 13H3v-3',
  collapse: 'M6 3v3H3M13 6h-3V3M10 13v-3h3M3 10h3v3',
  check: 'M3 8.5l3 3L13 4.5',
  info: 'M8 7v5M8 4.5v.01',
  alert: 'M8 4v5M8 11.5v.01',
} as const;

export type IconName = keyof typeof PATHS;

/** Small line icons drawn in the current text colour; always decorative. */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
