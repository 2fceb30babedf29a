import type { SVGProps } from 'react';

/** A football (soccer ball) drawn in the same 24px stroke style as the other topic icons. */
export function FootballIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5l4.3 3.1-1.6 5H9.3l-1.6-5z" />
      <path d="M12 7.5V2M16.3 10.6l5.2-1.7M14.7 15.6l3.2 4.5M9.3 15.6l-3.2 4.5M7.7 10.6L2.5 8.9" />
    </svg>
  );
}
