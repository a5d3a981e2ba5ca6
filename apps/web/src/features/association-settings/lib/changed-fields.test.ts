import { describe, expect, it } from 'vitest';
import { listChangedFields } from './changed-fields';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

const week = (saturday: { opens: string; closes: string }[]) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    slots: day === 'saturday' ? saturday : day === 'sunday' ? [] : [{ opens: '09:00', closes: '18:00' }],
  }));

describe('the changes a save would make', () => {
  it('names nothing when nothing changed', () => {
    expect(listChangedFields('host', { name: 'A', address: 'B', phone: 'C' }, { name: 'A', address: 'B', phone: 'C' })).toEqual([]);
  });

  it("writes a day's hours whole, and a closed day as « Fermé »", () => {
    const changes = listChangedFields('contact', { openingHours: week([{ opens: '10:00', closes: '16:00' }]) }, { openingHours: week([]) });
    expect(changes).toEqual([{ path: 'openingHours.5', label: 'Horaires du samedi', before: '10:00-16:00', after: 'Fermé' }]);
  });

  it('names a list item by its place, and an item added or removed against « (vide) »', () => {
    const before = { officers: [{ name: 'Claire', role: 'Présidente', isPublicationDirector: true }] };
    const after = {
      officers: [
        { name: 'Claire', role: 'Présidente', isPublicationDirector: false },
        { name: 'Paul', role: 'Trésorier', isPublicationDirector: true },
      ],
    };
    expect(listChangedFields('team', before, after).map(({ label, before: previous, after: next }) => `${label}: ${previous} → ${next}`)).toEqual([
      `Personne 1, directeur ou directrice de la publication: ${M.yes} → ${M.no}`,
      `Personne 2, nom: ${M.emptyValue} → Paul`,
      `Personne 2, fonction: ${M.emptyValue} → Trésorier`,
      `Personne 2, directeur ou directrice de la publication: ${M.emptyValue} → ${M.yes}`,
    ]);
  });

  it('writes choices by their labels and shortens long texts', () => {
    const changes = listChangedFields(
      'identity',
      { legalForm: 'local-law', shortDescription: 'Court.' },
      { legalForm: 'law-1901', shortDescription: 'x'.repeat(300) },
    );
    expect(changes[0]).toMatchObject({ label: 'Forme juridique', before: 'Droit local (Alsace-Moselle)', after: 'Loi 1901' });
    expect(changes[1]!.after).toHaveLength(120);
    expect(changes[1]!.after.endsWith('…')).toBe(true);
  });
});
