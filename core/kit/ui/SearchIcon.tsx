/** The magnifier of the header's search box, the shell's plain form and the search plugin's alike (decorative). */
export const SearchIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" strokeLinecap="round" />
  </svg>
);
