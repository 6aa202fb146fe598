import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ready, failed } from '@/lib/data/loadable';
import { MaintenanceTab, tasksIn, type MaintenanceTabProps } from './maintenance-tab';
import { markDonePath } from './maintenance-tab-container';
import {
  TODAY,
  doneTasksFixture,
  overdueTasksFixture,
  suggestedTasksFixture,
  warrantiesFixture,
} from './maintenance.fixtures';

function props(patch: Partial<MaintenanceTabProps> = {}): MaintenanceTabProps {
  return {
    today: TODAY,
    tasks: ready(overdueTasksFixture),
    warranties: ready(warrantiesFixture),
    onRetryTasks: vi.fn(),
    onRetryWarranties: vi.fn(),
    onAddTask: vi.fn(),
    onAddSuggested: vi.fn(),
    onEditTask: vi.fn(),
    onAcceptTask: vi.fn(),
    onDeleteTask: vi.fn(),
    onMarkDone: vi.fn(),
    onSkipTask: vi.fn(),
    onSnoozeTask: vi.fn(),
    onAddWarranty: vi.fn(),
    onEditWarranty: vi.fn(),
    onDeleteWarranty: vi.fn(),
    onViewDocument: vi.fn(),
    ...patch,
  };
}

describe('MaintenanceTab, read-only (viewers and delegates)', () => {
  it('shows the plan and warranties with no button that changes them', () => {
    render(
      <MaintenanceTab
        {...props({
          readOnly: true,
          tasks: ready([...overdueTasksFixture, ...suggestedTasksFixture]),
        })}
      />,
    );
    expect(screen.getByRole('region', { name: /Overdue/ })).toHaveTextContent('Flush water heater');
    expect(screen.getByText('Water heater', { exact: false })).toBeInTheDocument();
    // No starter plan, no Add / Mark Done / Edit / Skip / Snooze / Delete, no action menus.
    expect(screen.queryByRole('region', { name: /Suggested tasks/ })).toBeNull();
    for (const name of [/Add Task/, /Add suggested/, /Add Warranty/i, /Mark Done/, /^Accept$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /More actions/i })).toBeNull();
    expect(screen.getByText(/Your role lets you see the plan, not change it/)).toBeInTheDocument();
  });

  it('keeps the warranty document readable', async () => {
    const p = props({ readOnly: true });
    render(<MaintenanceTab {...p} />);
    const view = screen.getAllByRole('button', { name: /View document/i });
    await userEvent.setup().click(view[0]!);
    expect(p.onViewDocument).toHaveBeenCalledTimes(1);
  });

  it('says the owner has planned nothing yet, without offering to add', () => {
    render(
      <MaintenanceTab
        {...props({ readOnly: true, tasks: ready(suggestedTasksFixture), warranties: ready([]) })}
      />,
    );
    expect(screen.getByText(/The owner has not planned any maintenance/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('MaintenanceTab', () => {
  it('groups tasks into overdue, due soon and upcoming, soonest first', () => {
    render(<MaintenanceTab {...props()} />);
    const overdue = screen.getByRole('region', { name: /Overdue/ });
    expect(
      within(overdue)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Flush water heater'),
      expect.stringContaining('Clean dryer vent'),
    ]);
    expect(within(overdue).getByText('Was due May 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Due soon/ })).toHaveTextContent(
      'Replace HVAC filter',
    );
    expect(screen.getByRole('region', { name: /Upcoming/ })).toHaveTextContent('Clean gutters');
    expect(tasksIn(overdueTasksFixture, 'due-soon', TODAY).map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('Mark Done and the menu actions reach the container', async () => {
    const p = props();
    render(<MaintenanceTab {...p} />);
    const overdue = screen.getByRole('region', { name: /Overdue/ });
    await userEvent.click(within(overdue).getAllByRole('button', { name: 'Mark Done' })[0]!);
    expect(p.onMarkDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'o1' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'More actions for Clean dryer vent' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Snooze 1 week' }));
    expect(p.onSnoozeTask).toHaveBeenCalledWith(expect.objectContaining({ id: 'o2' }));
  });

  it('offers suggestions to accept, edit or skip', async () => {
    const p = props({ tasks: ready(suggestedTasksFixture) });
    render(<MaintenanceTab {...p} />);
    const region = screen.getByRole('region', { name: /Suggested tasks/ });
    expect(within(region).getAllByRole('listitem')).toHaveLength(suggestedTasksFixture.length);
    await userEvent.click(within(region).getAllByRole('button', { name: 'Accept' })[0]!);
    await userEvent.click(within(region).getAllByRole('button', { name: 'Skip' })[1]!);
    expect(p.onAcceptTask).toHaveBeenCalledTimes(1);
    expect(p.onDeleteTask).toHaveBeenCalledTimes(1);
  });

  it('shows done tasks, the empty state and load failures with Try Again', async () => {
    const { unmount } = render(<MaintenanceTab {...props({ tasks: ready(doneTasksFixture) })} />);
    expect(screen.getByRole('region', { name: /Done/ })).toHaveTextContent(
      'Completed May 24, 2026',
    );
    unmount();
    const empty = props({ tasks: ready([]), warranties: ready([]) });
    const second = render(<MaintenanceTab {...empty} />);
    expect(screen.getByText('No maintenance planned')).toBeInTheDocument();
    expect(screen.getByText('No warranties yet')).toBeInTheDocument();
    second.unmount();
    const broken = props({ tasks: failed(new Error('x')), warranties: failed(new Error('x')) });
    render(<MaintenanceTab {...broken} />);
    const retries = screen.getAllByRole('button', { name: 'Try Again' });
    await userEvent.click(retries[0]!);
    await userEvent.click(retries[1]!);
    expect(broken.onRetryTasks).toHaveBeenCalled();
    expect(broken.onRetryWarranties).toHaveBeenCalled();
  });

  it('marks warranties expired, expiring soon or active', () => {
    render(<MaintenanceTab {...props()} />);
    const items = screen.getAllByText(/Ends|Ended/).map((el) => el.closest('li')!);
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual([
      'expired',
      'expiring',
      'active',
    ]);
  });
});

describe('Mark Done opens Add Repair pre-filled', () => {
  it('puts the task id, service type and description in the address', () => {
    const path = markDonePath(overdueTasksFixture[0]!);
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/add-repair/p-oak');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maintenanceTask: 'o1',
      serviceType: 'plumbing',
      description: 'Flush water heater',
    });
  });
});
