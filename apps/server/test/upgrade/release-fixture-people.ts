/**
 * The people of the release fixtures, by whom the upgrade test signs in and checks what they own.
 * Names in several alphabets: every release must keep them exactly.
 */
export const RELEASE_FIXTURE_PASSWORD = 'motdepasse-solide';

export const RELEASE_FIXTURE_PEOPLE = {
  admin: { firstName: 'Claire', lastName: 'Dubois', username: 'claire.admin', email: 'admin@exemple.fr' },
  /** Verified; registered to the concert and to tomorrow's meal; a membership recorded by the admin; gives online. */
  sukru: { firstName: 'Şükrü', lastName: 'Yılmaz-Łukasiewicz', username: 'sukru', email: 'sukru@exemple.fr' },
  /** Verified; first on the concert's waiting list; joined the series; paid the dues online. */
  minh: { firstName: 'Nguyễn Thị', lastName: 'Minh Khai', username: 'minh', email: 'minh@exemple.fr' },
  /** Never confirmed the address; second on the line; a membership ending within 30 days, reminded. */
  layla: { firstName: 'ليلى', lastName: 'Ахмедова', username: 'layla', email: 'layla@exemple.fr' },
  sukruDonor: { firstName: 'Şükrü', lastName: 'Yılmaz-Łukasiewicz', email: 'sukru@exemple.fr', address: '3 rue Ğ', postalCode: '57000', city: 'Metz' },
  visitorDonor: { firstName: 'Αλέξανδρος', lastName: '王小明', email: 'visiteur@exemple.fr', address: '1 place d’Armes', postalCode: '57000', city: 'Metz' },
  chequeDonor: { firstName: 'Jeanne', lastName: 'Müller', email: 'jeanne.muller@exemple.fr', address: '8 rue Serpenoise', postalCode: '57000', city: 'Metz' },
  contactVisitor: {
    name: 'Paul Martin',
    email: 'paul.martin@exemple.fr',
    subject: 'Bénévolat',
    message: 'Bonjour, je voudrais aider lors du prochain concert.',
  },
  contactMember: { name: 'Şükrü Yılmaz-Łukasiewicz', subject: 'Adhésion', message: 'Puis-je payer ma cotisation en deux fois ?' },
} as const;
