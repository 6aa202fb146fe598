/**
 * The page `npm run bench:dashboard` drives (scripts/bench/bench-dashboard.mjs): the real
 * DashboardScreen with 500 properties and 5,000 repairs from the fixtures, and
 * in-page timers the script reads. Not part of the app bundle.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import {
  propertyHaystack,
  repairHaystack,
  searchIndex,
  searchItems,
  type SearchIndex,
} from '@homeledger/domain';
import { ready } from '../src/lib/data/loadable';
import { DashboardScreen } from '../src/features/dashboard/dashboard-screen';
import {
  FIXTURE_UID,
  manyProperties,
  manyRepairs,
} from '../src/features/dashboard/dashboard.fixtures';
import type { DashboardTab } from '../src/features/dashboard/dashboard-types';
import '../src/index.css';

const params = new URLSearchParams(location.search);
const properties = manyProperties(Number(params.get('properties') ?? 500));
const repairs = manyRepairs(Number(params.get('repairs') ?? 5000), properties);

function Bench() {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<DashboardTab>('properties');
  return (
    <DashboardScreen
      userName="Bench Homeowner"
      currentUid={FIXTURE_UID}
      properties={ready(properties)}
      repairs={ready(repairs)}
      search={search}
      onSearchChange={setSearch}
      onClearSearch={() => setSearch('')}
      tab={tab}
      onTabChange={setTab}
      onLogout={() => undefined}
      onRetryProperties={() => undefined}
      onRetryRepairs={() => undefined}
    />
  );
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Time from a keystroke's input event to a laid-out page (React renders input events synchronously). */
function keystroke(value: string): number {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input || !valueSetter) throw new Error('no search box');
  const t0 = performance.now();
  valueSetter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  void document.body.offsetHeight; // force style + layout
  return performance.now() - t0;
}

/** Time from clicking a tab to its panel laid out (the tabs render it after the click's task). */
async function switchTab(name: string): Promise<number> {
  const trigger = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    t.textContent?.includes(name),
  );
  if (!trigger) throw new Error(`no tab ${name}`);
  const t0 = performance.now();
  trigger.click();
  while (
    trigger.getAttribute('aria-selected') !== 'true' ||
    !document.querySelector('[role="tabpanel"] ul, [role="tabpanel"] [data-testid="empty-state"]')
  )
    await new Promise((resolve) => setTimeout(resolve, 0));
  void document.body.offsetHeight;
  return performance.now() - t0;
}

/** Time of the search itself (index prebuilt, as the screen memoises it), per term. */
function pureFilter(dataset: 'properties' | 'repairs', terms: string[]): number[] {
  const timed = <T,>(index: SearchIndex<T>) =>
    terms.map((term) => {
      const t0 = performance.now();
      searchItems(index, term);
      return performance.now() - t0;
    });
  return dataset === 'properties'
    ? timed(searchIndex(properties, propertyHaystack))
    : timed(searchIndex(repairs, repairHaystack));
}

Object.assign(window, {
  bench: {
    keystroke,
    switchTab,
    pureFilter,
    counts: { properties: properties.length, repairs: repairs.length },
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MemoryRouter>
      <Bench />
    </MemoryRouter>
  </StrictMode>,
);
