import type { SVGProps } from 'react';

/** The viewer's arrows, drawn in SVG like the site's other icons; always decorative (the buttons are named). */
function Chevron({ path, ...props }: SVGProps<SVGSVGElement> & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

export const PreviousIcon = (props: SVGProps<SVGSVGElement>) => <Chevron path="M15 5l-7 7 7 7" {...props} />;
export const NextIcon = (props: SVGProps<SVGSVGElement>) => <Chevron path="M9 5l7 7-7 7" {...props} />;
