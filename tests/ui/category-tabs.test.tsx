// @vitest-environment jsdom
// The menu's hand-written category tabs follow the WAI-ARIA tabs pattern (automatic activation).
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/ui/app/theme';
import { CategoryTabs } from '../../src/ui/public/menu/category-tabs';

afterEach(cleanup);

const TABS = [
  { value: 'all', label: 'All Items' },
  { value: 'dim-sum', label: 'Dim Sum' },
  { value: 'congee', label: 'Congee' },
];

const Menu = () => {
  const [tab, setTab] = useState('all');
  return (
    <ChakraProvider value={system}>
      <CategoryTabs tabs={TABS} value={tab} onValueChange={setTab} label="Full menu">
        <p>Dishes of {tab}</p>
      </CategoryTabs>
    </ChakraProvider>
  );
};

const selected = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('the menu category tabs', () => {
  it('starts on the first tab, the only one in the tab order, and labels its panel with it', () => {
    render(<Menu />);
    expect(screen.getByRole('tablist', { name: 'Full menu' })).toBeTruthy();
    expect(selected().map((tab) => tab.textContent)).toEqual(['All Items']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'All Items' }).textContent).toBe('Dishes of all');
  });

  it('selects a tab by click and shows its panel only', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('tab', { name: 'Congee' }));
    expect(selected().map((tab) => tab.textContent)).toEqual(['Congee']);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Congee' }).textContent).toBe('Dishes of congee');
  });

  it('moves selection and focus with the arrow keys (wrapping), Home and End', () => {
    render(<Menu />);
    const list = screen.getByRole('tablist');
    const press = (key: string) => fireEvent.keyDown(list, { key });
    const expectOn = (label: string) => {
      expect(selected().map((tab) => tab.textContent)).toEqual([label]);
      expect(document.activeElement?.textContent).toBe(label);
    };
    press('ArrowRight');
    expectOn('Dim Sum');
    press('ArrowRight');
    press('ArrowRight');
    expectOn('All Items');
    press('ArrowLeft');
    expectOn('Congee');
    press('Home');
    expectOn('All Items');
    press('End');
    expectOn('Congee');
    press('a');
    expectOn('Congee');
  });
});
