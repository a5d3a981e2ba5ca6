import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { asRead } from '#test/as-read';
import { EVENT_REMINDERS_SETTING_MESSAGES, PROFILE_PAGE_MESSAGES } from '../messages';
import { ProfileSettingsForm } from './profile-settings-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile’s reminders setting', () => {
  it('shows the account’s choice and sends the new one with the profile', async () => {
    const api = stubApi({ 'PUT /api/users/me': (body) => Response.json({ ...sampleMember, ...body }) }, { user: sampleMember });
    renderRoutes([{ path: '/', element: <ProfileSettingsForm user={sampleMember} /> }]);
    const checkbox = await screen.findByRole('checkbox', { name: EVENT_REMINDERS_SETTING_MESSAGES.label });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(EVENT_REMINDERS_SETTING_MESSAGES.hint);

    const user = userEvent.setup();
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(asRead(PROFILE_PAGE_MESSAGES.profileUpdated))).toBeInTheDocument();
    const [sent] = api.requests.filter((request) => request.method === 'PUT');
    expect(sent?.body).toMatchObject({ firstName: sampleMember.firstName, eventRemindersEnabled: false });
  });

  it('starts unchecked for a member who turned reminders off', async () => {
    stubApi({}, { user: sampleMember });
    renderRoutes([{ path: '/', element: <ProfileSettingsForm user={{ ...sampleMember, eventRemindersEnabled: false }} /> }]);
    expect(await screen.findByRole('checkbox', { name: EVENT_REMINDERS_SETTING_MESSAGES.label })).not.toBeChecked();
  });
});
