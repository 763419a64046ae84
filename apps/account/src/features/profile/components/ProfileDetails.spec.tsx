import { fireEvent, screen, within } from '@testing-library/react';
import { notificationsStore } from '@shop/session';
import {
  laylaProfile,
  memberService,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
  unit97,
} from '../../../testing/account-test-kit';

const lastNotice = () => notificationsStore.getState().items.at(-1);

beforeEach(async () => {
  await startAccountPage();
  for (const item of notificationsStore.getState().items) notificationsStore.getState().dismiss(item.id);
});

describe('a consumer profile', () => {
  it('opens on the profile tab with the names, the email read-only and the subscription', async () => {
    memberService();
    await renderAccountAt('/account');
    expect(screen.getByTestId('account-tab-profile')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('First name')).toHaveValue('Layla');
    expect(screen.getByLabelText('Last name')).toHaveValue('Haddad');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('layla.haddad@example.com');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Send me news and offers by email')).toBeChecked();
    expect(screen.getByTestId('profile-phone-number')).toHaveTextContent('+971 50 123 4567');
  });

  it('shows a loading state, then the failure with a retry that loads again', async () => {
    let fail = true;
    memberService({
      answers: {
        getMemberProfile: () =>
          fail
            ? refused(1234, 'Seems there are something went wrong. Please try again or contact us.')
            : { ok: true, status: 200, data: laylaProfile() },
      },
    });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('profile-load-failed')).toHaveTextContent('Your profile could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    await settle();
    expect(screen.getByLabelText('First name')).toHaveValue('Layla');
  });

  it('does not offer the subscription where the unit has no subscription option', async () => {
    await startAccountPage({ unit: unit97({ subscriptionOption: false }) });
    const service = memberService();
    await renderAccountAt('/account/profile');
    expect(screen.queryByLabelText('Send me news and offers by email')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('profile-personal-save'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      { custId: '1001', firstName: 'Layla', lastName: 'Haddad' },
    ]);
  });

  it('refuses a first name with digits in the form, with the rule message, and sends nothing', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Layla2' } });
    fireEvent.click(screen.getByTestId('profile-personal-save'));
    await settle();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field cannot accept numbers.');
    expect(service.callsTo('updateMemberProfile')).toEqual([]);
  });

  it('saves names and subscription and says so', async () => {
    const service = memberService();
    await renderAccountAt('/account/profile');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Leila ' } });
    fireEvent.click(screen.getByLabelText('Send me news and offers by email'));
    fireEvent.click(screen.getByTestId('profile-personal-save'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      { custId: '1001', firstName: 'Leila', lastName: 'Haddad', isSubscription: false },
    ]);
    expect(lastNotice()).toMatchObject({ type: 'success', content: { key: 'account:profile.saved' } });
  });

  it("puts the server's field error next to its field, in the page's language", async () => {
    memberService({
      answers: {
        updateMemberProfile: () =>
          refused(40000, 'Invalid request: lastName: This field cannot contain special characters.', [
            { path: 'lastName', message: 'This field cannot contain special characters.', key: 'noSpecialCharacters' },
          ]),
      },
    });
    await renderAccountAt('/account/profile');
    fireEvent.click(screen.getByTestId('profile-personal-save'));
    await settle();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'This field cannot contain special characters.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is read-only with a note when the profile may not be edited, and shows a refusal', async () => {
    memberService({ profile: laylaProfile({ allowUpdateProfile: false }) });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('profile-locked-note')).toHaveTextContent('Your profile cannot be changed online.');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Send me news and offers by email')).toBeDisabled();
    expect(screen.queryByTestId('profile-personal-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-phone-change')).not.toBeInTheDocument();
  });

  it('shows the arabic texts right to left', async () => {
    await startAccountPage({ language: 'ar' });
    memberService();
    await renderAccountAt('/account/profile');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('الاسم الأول')).toHaveValue('Layla');
    expect(within(screen.getByTestId('profile-phone-number')).getByText('+971 50 123 4567')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});

describe('changing the phone number', () => {
  async function openChange() {
    const view = await renderAccountAt('/account/profile');
    fireEvent.click(screen.getByTestId('profile-phone-change'));
    return view;
  }

  it('refuses a landline for a consumer before any code is sent', async () => {
    const service = memberService();
    await openChange();
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '04 234 5678' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-send'));
    await settle();
    expect(screen.getByLabelText('New mobile number')).toHaveAccessibleDescription('wrong phone number');
    expect(service.callsTo('sendOtp')).toEqual([]);
  });

  it('refuses the number the member already has', async () => {
    const service = memberService();
    await openChange();
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '050 123 4567' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-send'));
    await settle();
    expect(screen.getByLabelText('New mobile number')).toHaveAccessibleDescription(
      'This is already your phone number.',
    );
    expect(service.callsTo('sendOtp')).toEqual([]);
  });

  it('sends a code to the new number and saves it with the confirmed code', async () => {
    const service = memberService();
    await openChange();
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '055 123 4567' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-send'));
    await settle();
    expect(service.callsTo('sendOtp')).toEqual([{ mobileNo: '+971551234567' }]);
    expect(screen.getByTestId('profile-phone-otp-sent')).toHaveTextContent('+971 55 123 4567');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-confirm'));
    await settle();
    expect(service.callsTo('updateMemberProfile')).toEqual([
      { custId: '1001', phoneNumber: '+971551234567', otpId: 'otp-id-0000000000001' },
    ]);
    expect(screen.queryByTestId('profile-phone-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-phone-number')).toHaveTextContent('+971 55 123 4567');
    expect(lastNotice()).toMatchObject({ type: 'success', content: { key: 'account:phone.saved' } });
  });

  it('shows a refused code proof next to the number and starts the verification over', async () => {
    memberService({
      answers: {
        updateMemberProfile: () =>
          refused(10051, 'Please confirm the new phone number with the code sent to it.', [
            { path: 'phoneNumber', message: 'Please confirm the new phone number with the code sent to it.' },
          ]),
      },
    });
    await openChange();
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '0551234567' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-send'));
    await settle();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('profile-phone-otp-confirm'));
    await settle();
    expect(screen.getByLabelText('New mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Please confirm the new phone number with the code sent to it.'),
    );
    expect(screen.getByTestId('profile-phone-otp-send')).toBeEnabled();
    expect(screen.getByTestId('profile-phone-number')).toHaveTextContent('+971 50 123 4567');
  });
});
