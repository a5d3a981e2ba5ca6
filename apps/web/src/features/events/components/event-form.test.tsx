import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '#lib/api-client';
import { buildEvent } from '../test/event-fixture';
import { EventForm, type EventFormProps } from './event-form';

beforeEach(() => {
  // jsdom has no object URLs: the form's previews need them.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:apercu-${++next}`);
  URL.revokeObjectURL = vi.fn();
});
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
  return { onSave, user: userEvent.setup({ applyAccept: false }) };
}

const submit = () => screen.getByRole('button', { name: "Créer l'événement" });

describe('EventForm', () => {
  it('names every required field that is empty, next to it, and saves nothing', async () => {
    const { onSave, user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText('Le titre est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La description est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La date est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le lieu est obligatoire.')).toBeInTheDocument();
    const title = screen.getByLabelText(/^Titre/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Le titre est obligatoire.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a maximum of participants outside 1 to 1000 and an image address that is not web', async () => {
    const { onSave, user } = renderForm();
    const max = screen.getByLabelText('Nombre maximum de participants');
    await user.clear(max);
    await user.type(max, '0');
    await user.type(screen.getByLabelText(/^Adresse d'une image/), 'ftp://exemple.org/affiche.png');
    await user.click(submit());
    expect(await screen.findByText('Le nombre maximum de participants doit être un nombre entier entre 1 et 1000.')).toBeInTheDocument();
    expect(screen.getByText("L'adresse de l'image doit commencer par /uploads/, http:// ou https://.")).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '1001');
    await user.click(submit());
    expect(await screen.findByText('Le nombre maximum de participants doit être un nombre entier entre 1 et 1000.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends the contract's request with the defaults: 19:00, 50 places, no type, no image", async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText(/^Titre/), '  Atelier cuisine  ');
    await user.type(screen.getByLabelText(/^Description/), 'Recettes de trois continents.');
    await user.type(screen.getByLabelText(/^Date/), '2099-05-20');
    await user.clear(screen.getByLabelText(/^Heure/));
    await user.type(screen.getByLabelText(/^Lieu/), 'Metz');
    await user.click(submit());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Atelier cuisine',
      description: 'Recettes de trois continents.',
      date: '2099-05-20',
      time: '19:00',
      type: null,
      location: 'Metz',
      image: null,
      images: [],
      max_participants: 50,
      isFeatured: false,
    });
  });

  it('refuses a file that is not an image, in French, before sending anything', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Nouvelles images');
    await user.upload(input, new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Le fichier « notes.txt » n'est pas une image.");
    expect(screen.queryByRole('img', { name: /Aperçu/ })).not.toBeInTheDocument();
  });

  it('previews chosen images and releases a preview when its image is removed', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Nouvelles images');
    await user.upload(input, [
      new File([new Uint8Array(8)], 'affiche.png', { type: 'image/png' }),
      new File([new Uint8Array(8)], 'salle.jpg', { type: 'image/jpeg' }),
    ]);
    expect(screen.getByRole('img', { name: 'Aperçu de affiche.png' })).toHaveAttribute('src', 'blob:apercu-1');
    expect(screen.getByRole('img', { name: 'Aperçu de salle.jpg' })).toHaveAttribute('src', 'blob:apercu-2');
    await user.click(screen.getByRole('button', { name: 'Supprimer affiche.png' }));
    expect(screen.queryByRole('img', { name: 'Aperçu de affiche.png' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:apercu-1');
  });

  it("lists the edited event's images, each with 'Supprimer', and saves without the removed one", async () => {
    const first = `/uploads/${'a'.repeat(32)}.webp`;
    const second = `/uploads/${'b'.repeat(32)}.webp`;
    const { onSave, user } = renderForm({ event: buildEvent({ images: [first, second] }), submitLabel: 'Enregistrer les modifications' });
    expect(screen.getByLabelText(/^Titre/)).toHaveValue('Soirée contes du monde');
    expect(screen.getByRole('img', { name: 'Image actuelle 1' })).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}-card.webp`);
    await user.click(screen.getByRole('button', { name: "Supprimer l'image 1" }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ images: [second], time: '20:30', type: 'atelier', max_participants: 50 });
  });

  it("shows the server's detail when saving fails", async () => {
    const { user } = renderForm({
      event: buildEvent(),
      onSave: vi.fn().mockRejectedValue(new ApiError(400, "Le nombre maximum de participants ne peut pas être inférieur au nombre d'inscrits (12).")),
    });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("ne peut pas être inférieur au nombre d'inscrits (12).");
  });

  it("shows the page's fallback message when the server gives no detail", async () => {
    const { user } = renderForm({ event: buildEvent(), onSave: vi.fn().mockRejectedValue(new Error('boom')) });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("Une erreur est survenue lors de la création de l'événement");
  });
});
