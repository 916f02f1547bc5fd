import { Icon } from '@chakra-ui/react';

/** The up and down arrows of the move buttons, drawn like the sidebar's icons. */
export const ArrowIcon = ({ direction }: { direction: 'up' | 'down' }) => (
  <Icon boxSize={4} aria-hidden>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'up' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
    </svg>
  </Icon>
);
