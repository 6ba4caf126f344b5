/** The Verbalis mark: two speech shapes that overlap, for the two sides of every language pair. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect x="2" y="4" width="18" height="14" rx="4" fill="#1d4e89" />
      <path d="M6 18v5l5-5z" fill="#1d4e89" />
      <rect x="12" y="11" width="18" height="14" rx="4" fill="#c2410c" />
      <path d="M26 25v4l-5-4z" fill="#c2410c" />
      <path d="M16 16h10M16 20h7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
