import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_SERIES_MESSAGES } from '@action-plus/contract';
import { buildEvent } from '../test/event-fixture';
import { EventForm, type EventFormProps } from './event-form';

afterEach(cleanup);

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSave = vi.fn<EventFormProps['onSave']>().mockResolvedValue(undefined);
  render(
    <EventForm
      submitLabel="Créer l'événement"
      busyLabel="Création..."
      saveFailedMessage="Une erreur est survenue lors de la création de l'événement"
      onCancel={vi.fn()}
      onSave={onSave}
      {...props}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

async function fillEvent(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.type(screen.getByLabelText(/^Titre/), 'Atelier tricot');
  await user.type(screen.getByLabelText(/^Description/), 'Chaque semaine au local.');
  await user.type(screen.getByLabelText(/^Date/), date);
  await user.type(screen.getByLabelText(/^Lieu/), 'Metz');
}

const repetition = () => screen.getByRole('group', { name: 'Répétition' });
const submit = () => screen.getByRole('button', { name: "Créer l'événement" });

describe("the event form's repetition", () => {
  it('offers « Ne se répète pas », « Chaque semaine » and « Chaque mois », none chosen sending a single event', async () => {
    const { onSave, user } = renderForm();
    const group = repetition();
    expect(within(group).getByRole('radio', { name: 'Ne se répète pas' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Chaque semaine' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Chaque mois' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Nombre de dates/)).not.toBeInTheDocument();
    await fillEvent(user, '2027-03-09');
    await user.click(submit());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('recurrence');
  });

  it('says which weekday of the month a monthly series keeps, the last one for a 5th', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Chaque mois' }));
    expect(screen.getByText('Choisissez la date de la première séance : les suivantes en découlent.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date/), '2027-03-09');
    expect(screen.getByText('Le 2e mardi de chaque mois, à la même heure.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Date/));
    await user.type(screen.getByLabelText(/^Date/), '2027-03-30');
    expect(screen.getByText("Le dernier mardi de chaque mois, à la même heure (tous les mois n'ont pas de 5e mardi).")).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Chaque semaine' }));
    expect(screen.getByText('Tous les mardis, à la même heure.')).toBeInTheDocument();
  });

  it('sends a weekly series of a number of dates', async () => {
    const { onSave, user } = renderForm();
    await fillEvent(user, '2027-03-09');
    await user.click(screen.getByRole('radio', { name: 'Chaque semaine' }));
    expect(within(screen.getByRole('group', { name: 'Fin de la répétition' })).getByRole('radio', { name: 'Après un nombre de dates' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Nombre de dates/), '4');
    await user.click(submit());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ date: '2027-03-09', recurrence: { frequency: 'weekly', count: 4 } });
  });

  it('names a missing or out-of-range number of dates next to its field, and saves nothing', async () => {
    const { onSave, user } = renderForm();
    await fillEvent(user, '2027-03-09');
    await user.click(screen.getByRole('radio', { name: 'Chaque semaine' }));
    await user.click(submit());
    const count = screen.getByLabelText(/^Nombre de dates/);
    expect(await screen.findByText(EVENT_SERIES_MESSAGES.countInvalid)).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription(expect.stringContaining(EVENT_SERIES_MESSAGES.countInvalid));
    await user.type(count, '53');
    await user.click(submit());
    expect(await screen.findByText(EVENT_SERIES_MESSAGES.countInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for an end date after the first one, at most two years ahead, next to the field', async () => {
    const { onSave, user } = renderForm();
    await fillEvent(user, '2027-03-09');
    await user.click(screen.getByRole('radio', { name: 'Chaque mois' }));
    await user.click(screen.getByRole('radio', { name: "Jusqu'à une date" }));
    await user.click(submit());
    const until = screen.getByLabelText(/^Jusqu'au/);
    expect(await screen.findByText(EVENT_SERIES_MESSAGES.untilRequired)).toBeInTheDocument();
    await user.type(until, '2027-03-01');
    await user.click(submit());
    expect(await screen.findByText(EVENT_SERIES_MESSAGES.untilNotAfterStart)).toBeInTheDocument();
    expect(until).toHaveAccessibleDescription(EVENT_SERIES_MESSAGES.untilNotAfterStart);
    await user.clear(until);
    await user.type(until, '2029-04-01');
    await user.click(submit());
    expect(await screen.findByText(EVENT_SERIES_MESSAGES.untilTooFar)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(until);
    await user.type(until, '2027-06-30');
    await user.click(submit());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ recurrence: { frequency: 'monthly', until: '2027-06-30' } });
  });

  it('asks nothing about repetition when editing an event', () => {
    renderForm({ event: buildEvent({ series_id: 4 }), submitLabel: 'Enregistrer les modifications' });
    expect(screen.queryByRole('group', { name: 'Répétition' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Chaque semaine' })).not.toBeInTheDocument();
  });
});
