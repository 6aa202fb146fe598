import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toConsentHome } from './api/households';
import { ConsentPanel, ConsentPromptsPanel, type ConsentPanelProps } from './consent-panel';
import { consentFixture as F } from './households.fixtures';

function setup(overrides: Partial<ConsentPanelProps> = {}) {
  const props: ConsentPanelProps = {
    view: F.transfer,
    viewer: 'co-owner',
    currentUid: 'cole',
    busy: null,
    onAnswer: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<ConsentPanel {...props} />);
  return { props, user: userEvent.setup() };
}

describe('ConsentPanel', () => {
  it('asks a co-owner who has not answered, naming the owner, the home and the recipient', async () => {
    const { props, user } = setup();
    const panel = screen.getByRole('region', { name: 'Your agreement is needed' });
    expect(panel).toHaveTextContent(
      'Olive Owner wants to transfer 1428 Elm Street to nick.newowner@example.com. It happens only if every co-owner agrees.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Agree: 1428 Elm Street' }));
    expect(props.onAnswer).toHaveBeenCalledWith(F.transfer, 'agree');
    await user.click(within(panel).getByRole('button', { name: 'Refuse: 1428 Elm Street' }));
    expect(props.onAnswer).toHaveBeenCalledWith(F.transfer, 'refuse');
    expect(within(panel).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('tells a co-owner who agreed that the others are awaited, without buttons', () => {
    setup({ view: F.transferHalfway });
    const panel = screen.getByRole('region', { name: 'Waiting for co-owners' });
    expect(panel).toHaveTextContent('You agreed. Waiting for the other co-owners.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows the owner each co-owner’s answer and lets them cancel', async () => {
    const { props, user } = setup({
      view: F.transferHalfway,
      viewer: 'owner',
      currentUid: 'olive',
    });
    const answers = screen.getByRole('list', { name: 'Co-owners’ answers' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cole CoownerAgreed', 'Cleo CoownerNo answer yet']);
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(props.onCancel).toHaveBeenCalledWith(F.transferHalfway);
  });

  it('tells the owner who refused, and offers Dismiss', () => {
    setup({ view: F.refused, viewer: 'owner', currentUid: 'olive' });
    expect(
      screen.getByText('Cleo Coowner refused the transfer. Nothing was sent.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });
});

describe('ConsentPromptsPanel', () => {
  it('lists every request waiting for the co-owner, and nothing when none', async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(
      <ConsentPromptsPanel views={[F.transfer, F.delete]} busy={null} onAnswer={onAnswer} />,
    );
    const list = screen.getByRole('list', { name: 'Requests waiting for your answer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Olive Owner wants to delete 7 Lakeview Road');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agree: 7 Lakeview Road' }));
    expect(onAnswer).toHaveBeenCalledWith(F.delete, 'agree');
    unmount();
    const empty = render(<ConsentPromptsPanel views={[]} busy={null} onAnswer={onAnswer} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});

describe('toConsentHome', () => {
  const member = (role: string, name: string) => ({
    role,
    name,
    email: `${name}@example.com`,
    since: new Date('2026-01-01T00:00:00Z'),
    invitedBy: 'olive',
  });
  const data = {
    address: '1428 Elm Street',
    members: { cole: member('co-owner', 'Cole'), vera: member('viewer', 'Vera') },
    consent: {
      action: 'delete',
      by: 'olive',
      byName: 'Olive Owner',
      asked: ['cole', 'gone'],
      answers: {},
      state: 'asking',
    },
  };

  it('names the asked co-owners still on the home, and who is awaited', () => {
    const home = toConsentHome('home', data);
    expect(home.view).toMatchObject({
      action: 'delete',
      byName: 'Olive Owner',
      people: [{ uid: 'cole', name: 'Cole', answer: null }],
    });
    expect(home.awaiting).toEqual(['cole']);
  });

  it('reads no request as none', () => {
    expect(toConsentHome('home', { address: 'x' })).toEqual({ view: null, awaiting: [] });
  });
});
