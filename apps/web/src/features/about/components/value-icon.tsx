/** Line icons for the values, by position (a heart, a globe, linked circles, a bulb, a star); decorative. */
const PATHS_BY_INDEX = [
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  'M8.5 9.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm7 0a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 4v3m-6.4-.4 2 2m10.8-2-2 2',
  'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.2 1 2.1h5c0-.9.4-1.7 1-2.1A6 6 0 0 0 12 3z',
  'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
];

export function ValueIcon({ index, className }: { index: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS_BY_INDEX[index % PATHS_BY_INDEX.length]} />
    </svg>
  );
}
