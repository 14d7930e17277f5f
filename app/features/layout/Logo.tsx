/** The brand mark: a column capital in the colours of the site. Decorative: the name is always written beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="9" fill="#1c3a9e" />
      <path d="M8 15 20 8l12 7v2H8z" fill="#fff" />
      <path d="M11 19h3v10h-3zm7.5 0h3v10h-3zm7.5 0h3v10h-3z" fill="#fff" />
      <rect x="8" y="30" width="24" height="2.5" rx="1" fill="#fff" />
      <rect x="8" y="33.5" width="24" height="2" rx="1" fill="#f87171" />
    </svg>
  );
}
