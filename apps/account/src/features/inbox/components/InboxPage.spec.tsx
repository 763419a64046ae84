import { fireEvent, screen, within } from '@testing-library/react';
import { INBOX_PAGE_SIZE } from '@shop/contracts';
import type { Answer } from '../../../testing/account-test-kit';
import {
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

const message = (id: number, overrides: object = {}) => ({
  messageId: String(id),
  title: `Message ${id}`,
  content: `Text of message ${id}`,
  status: 'Active',
  createdAt: '2026-11-19T08:00:00.000Z',
  ...overrides,
});

/** getMemberInbox over `total` messages, newest first, a page at a time. */
function inboxPages(total: number): Answer {
  const all = Array.from({ length: total }, (_, index) => message(total - index));
  return ({ page }) =>
    ok({
      totalCount: total,
      page: Number(page),
      messages: all.slice((Number(page) - 1) * INBOX_PAGE_SIZE, Number(page) * INBOX_PAGE_SIZE),
    });
}

const shownTitles = () => screen.queryAllByTestId('inbox-message-title').map((title) => title.textContent);

beforeEach(async () => {
  await startAccountPage();
});

describe('the inbox', () => {
  it('shows the messages as the API gives them, newest first: title, date, status and text', async () => {
    const service = memberService({
      answers: {
        getMemberInbox: () =>
          ok({
            totalCount: 2,
            page: 1,
            messages: [
              message(2, { title: 'Eid offer', content: 'Get 2% off.', createdAt: '2026-11-19T08:00:00.000Z' }),
              message(1, {
                title: 'Welcome',
                content: 'Your account is ready.',
                status: 'Disabled',
                createdAt: '2026-10-23T08:00:00.000Z',
              }),
            ],
          }),
      },
    });
    await renderAccountAt('/account/inbox');
    expect(screen.getByTestId('account-tab-inbox')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    expect(service.callsTo('getMemberInbox')).toEqual([{ custId: '1001', page: 1 }]);
    const [newest, older] = screen.getAllByTestId('inbox-message');
    expect(within(newest).getByRole('heading', { level: 3 })).toHaveTextContent('Eid offer');
    expect(within(newest).getByTestId('inbox-message-date')).toHaveTextContent('19 Nov 2026');
    expect(within(newest).getByTestId('inbox-message-date')).toHaveAttribute('datetime', '2026-11-19T08:00:00.000Z');
    expect(within(newest).getByTestId('inbox-message-status')).toHaveTextContent('Active');
    expect(within(newest).getByTestId('inbox-message-body')).toHaveTextContent('Get 2% off.');
    expect(within(older).getByTestId('inbox-message-status')).toHaveTextContent('Disabled');
    expect(within(older).getByTestId('inbox-message-date')).toHaveTextContent('23 Oct 2026');
    expect(screen.getByTestId('inbox-count')).toHaveTextContent('Showing 2 of 2');
  });

  it('appends the next page below the first on "Show more"', async () => {
    const service = memberService({ answers: { getMemberInbox: inboxPages(INBOX_PAGE_SIZE + 3) } });
    await renderAccountAt('/account/inbox');
    expect(shownTitles()).toHaveLength(INBOX_PAGE_SIZE);
    expect(shownTitles()[0]).toBe(`Message ${INBOX_PAGE_SIZE + 3}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(service.callsTo('getMemberInbox').map((call) => call.page)).toEqual([1, 2]);
    expect(shownTitles()).toHaveLength(INBOX_PAGE_SIZE + 3);
    expect(shownTitles().at(-1)).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says there is nothing to do when there is no message', async () => {
    memberService({ answers: { getMemberInbox: inboxPages(0) } });
    await renderAccountAt('/account/inbox');
    expect(screen.getByTestId('inbox-empty')).toHaveTextContent('You have no messages yet.');
    expect(screen.queryByTestId('inbox-list')).not.toBeInTheDocument();
  });

  it('shows a failure in words with a retry that loads the messages', async () => {
    let fail = true;
    const pages = inboxPages(1);
    memberService({
      answers: {
        getMemberInbox: (input) => (fail ? refused(1234, 'Seems there are something went wrong.') : pages(input)),
      },
    });
    await renderAccountAt('/account/inbox');
    expect(screen.getByTestId('inbox-load-failed')).toHaveTextContent('Your messages could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…');
    await settle();
    expect(shownTitles()).toEqual(['Message 1']);
  });

  it('reads in Arabic', async () => {
    await startAccountPage({ language: 'ar' });
    memberService({ answers: { getMemberInbox: inboxPages(1) } });
    await renderAccountAt('/account/inbox');
    expect(screen.getByRole('heading', { level: 2, name: 'صندوق الوارد' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-message-status')).toHaveTextContent('نشطة');
    // The message is the shop's text, in English here: it keeps its own direction on an Arabic page.
    expect(screen.getByTestId('inbox-message-body')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('inbox-message-title')).toHaveAttribute('dir', 'auto');
  });
});
