/** Parley's mark: two speech waves meeting. Decorative; the word beside it names the link. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" fill="none">
      <rect x="1" y="1" width="22" height="22" rx="7" fill="currentColor" opacity="0.16" />
      <path
        d="M5 12h1.5M8.5 8.5v7M12 6v12M15.5 9v6M18.5 12H19"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
