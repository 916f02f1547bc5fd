import { Icon, type IconProps } from '@chakra-ui/react';

// Small line icons for the admin (sidebar, buttons), drawn for Tischlein so that no icon library ships to staff.
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
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  print: 'M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  walkIn: 'M13 4a2 2 0 1 0 0 .01M9 21l2-6 3 3v3M10 11l2-3 3 2 3 1M11 15l-1-4-3 2',
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
