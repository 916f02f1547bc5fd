import { Box, chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface CategoryTab {
  readonly value: string;
  readonly label: string;
}

const TAB_STYLE: SystemStyleObject = {
  rounded: 'full',
  whiteSpace: 'nowrap',
  px: 4,
  bg: 'white',
  color: 'gray.800',
  borderWidth: '1px',
  borderColor: '#e8d6bf',
  _hover: { bg: 'brand.50' },
  _selected: { bg: 'brand.600', color: 'white', borderColor: 'brand.600', _hover: { bg: 'brand.700' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
};

/** Where a key press moves the selection in a horizontal tab list (WAI-ARIA tabs, wrapping around). */
const nextIndex = (key: string, current: number, count: number): number | null => {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/**
 * The menu's category tabs: the WAI-ARIA tabs pattern with automatic activation, styled by
 * Chakra's own tabs recipe. Written by hand because Chakra's Tabs bring a state machine of some 12 KB
 * gzipped to the menu page for a row of buttons. Only the chosen panel is rendered.
 */
export const CategoryTabs = ({
  tabs,
  value,
  onValueChange,
  label,
  children,
}: {
  tabs: readonly CategoryTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The chosen tab's panel. */
  children: ReactNode;
}) => {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'plain' });
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onValueChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <chakra.div css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <Box overflowX="auto" mx={{ base: -4, md: 0 }} px={{ base: 4, md: 0 }} pb={2}>
        <chakra.div
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          data-orientation="horizontal"
          css={styles.list}
          gap={1}
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          w="max-content"
          minW="full"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              // Only the chosen tab's panel exists.
              aria-controls={index === selected ? `${id}-panel` : undefined}
              tabIndex={index === selected ? 0 : -1}
              data-orientation="horizontal"
              css={[styles.trigger, TAB_STYLE]}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </chakra.button>
          ))}
        </chakra.div>
      </Box>
      <chakra.div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        data-orientation="horizontal"
        css={styles.content}
        pt={4}
      >
        {children}
      </chakra.div>
    </chakra.div>
  );
};
