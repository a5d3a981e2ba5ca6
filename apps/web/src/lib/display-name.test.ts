import { describe, expect, it } from 'vitest';
import { getDisplayName } from './display-name';

describe("the profile button's name", () => {
  it('is the first name when there is one', () => {
    expect(getDisplayName({ firstName: 'Camille', username: 'cam', email: 'camille@exemple.fr' })).toBe('Camille');
  });

  it('is the username when the first name is blank', () => {
    expect(getDisplayName({ firstName: '  ', username: 'cam.martin', email: 'camille@exemple.fr' })).toBe('cam.martin');
  });

  it("is the e-mail's local part, capitalised, when there is neither", () => {
    expect(getDisplayName({ firstName: '', username: '', email: 'élodie.durand@exemple.fr' })).toBe('Élodie.durand');
  });

  it("is 'Profil' when nothing is known", () => {
    expect(getDisplayName({ firstName: '', username: '', email: '' })).toBe('Profil');
    expect(getDisplayName(null)).toBe('Profil');
  });
});
