import { Icon, type IconProps } from '@chakra-ui/react';

// Small line icons for the admin sidebar, drawn for Tischlein so that no icon library ships to staff.
const paths = {
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  menu: 'M4 6h16M4 12h16M4 18h10',
  about: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v.01M11 11h1v6h1',
  gallery: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9a1 1 0 1 0 0-.01',
  videos: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  press: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  reservations: 'M5 4h14v17l-7-4-7 4z',
  content: 'M5 3h10l4 4v14H5zM9 12h6M9 16h6M14 3v5h5',
  settings:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  logout: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
} as const;

export type AdminIconName = keyof typeof paths;

export const AdminIcon = ({ name, ...props }: IconProps & { name: AdminIconName }) => (
  <Icon boxSize={5} {...props} aria-hidden>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  </Icon>
);
