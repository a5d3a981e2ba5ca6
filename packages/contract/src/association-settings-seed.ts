import type { TAssociationSettings } from './association-settings-schemas';

/**
 * Action Plus's settings as the site held them in code until version 1.1 (the former
 * `ASSOCIATION`): the values migrations 0003 and 0004 (the dues, which lived in `MEMBERSHIP_PRICES` and
 * `INVOICE_MENTIONS.vat`) seed, so that an upgraded site looks the same (and 0012 the statutes' rules
 * for the general assembly, which the site never held: the defaults of common statutes), and
 * that a new installation starts from (its admins then change them from the settings page). The
 * tests read them as the association's values. Not exported by the contract's index: only the
 * tests and the migration's check import it, so it ships in no bundle.
 */
export const SEEDED_ASSOCIATION_SETTINGS: TAssociationSettings = {
  identity: {
    name: 'Action Plus',
    alternateName: 'ACTION+',
    descriptor: 'Association culturelle et solidaire',
    shortDescription: 'Association culturelle et solidaire à Metz\u00a0: dialogue interculturel, diversité, solidarité et inclusion sociale.',
    tagline: 'Ensemble, cultivons le dialogue et la solidarité',
    foundedYear: 2025,
    legalForm: 'local-law',
    registryCourt: 'Metz',
    registrationNumber: 'R2025MET001009',
    rnaNumber: '',
    siret: '',
    logoUrl: '',
    accentColour: '#9c3d1a',
  },
  contact: {
    address: { street: '3A rue des Jardiniers', postalCode: '57000', city: 'Metz', region: 'Grand Est', country: 'France', countryCode: 'FR' },
    location: { latitude: 49.1203, longitude: 6.1849 },
    phone: '03 87 56 75 00',
    email: 'contact@actionplusmetz.org',
    website: 'https://actionplusmetz.org',
    openingHours: [
      { day: 'monday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'tuesday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'wednesday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'thursday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'friday', slots: [{ opens: '09:00', closes: '18:00' }] },
      { day: 'saturday', slots: [{ opens: '10:00', closes: '16:00' }] },
      { day: 'sunday', slots: [] },
    ],
    closures: [],
  },
  team: {
    officers: [
      { name: 'Cengiz Basbunar', role: 'Président', isPublicationDirector: true, photoUrl: '' },
      { name: 'Ceyhun Sahin', role: 'Vice-président', isPublicationDirector: false, photoUrl: '' },
      { name: 'Ahmet Ozturk', role: 'Secrétaire', isPublicationDirector: false, photoUrl: '' },
    ],
  },
  presentation: {
    values: [
      { name: 'Respect', description: 'Chaque personne est accueillie avec son histoire, sa langue et ses convictions, et écoutée sans jugement.' },
      { name: 'Diversité', description: 'Nos différences sont une richesse\u00a0: nous les faisons connaître, dialoguer et se rencontrer.' },
      { name: 'Inclusion', description: "Nos activités sont ouvertes à toutes et à tous, quels que soient l'âge, l'origine ou les moyens." },
      { name: 'Innovation', description: "Nous inventons de nouvelles façons de se rencontrer, d'apprendre et de créer ensemble." },
      { name: 'Engagement', description: "Membres et bénévoles s'investissent concrètement dans la vie de leur quartier et de leur ville." },
    ],
    mission: [
      "Action Plus est née à Metz en 2025 d'une conviction simple\u00a0: la diversité des cultures est une richesse lorsqu'elle se partage. L'association crée des occasions de rencontre entre des personnes d'origines, de générations et de parcours différents.",
      'Concerts, expositions, conférences, ateliers et moments conviviaux\u00a0: chacune de nos activités est pensée pour que chacun y trouve sa place, apprenne des autres et se sente membre à part entière de la vie locale.',
    ],
    purposes: [
      {
        title: 'Dialogue interculturel',
        text: "Faire se rencontrer des personnes de cultures, de langues et d'horizons différents autour de moments partagés.",
      },
      {
        title: 'Solidarité et inclusion sociale',
        text: "Tendre la main à celles et ceux qui se sentent à l'écart et leur ouvrir une place dans la vie de la cité.",
      },
      { title: 'Liens entre les générations', text: 'Réunir enfants, familles et aînés pour transmettre les savoirs, les histoires et les talents de chacun.' },
      {
        title: 'Tolérance et citoyenneté',
        text: "Encourager le respect mutuel, l'engagement citoyen et la participation de toutes et de tous à la vie locale.",
      },
      { title: 'Éducation, culture et action sociale', text: 'Proposer ateliers, rencontres et projets éducatifs avec nos partenaires locaux.' },
    ],
    timeline: [
      {
        date: '2025-04-04',
        title: 'Adoption des statuts',
        text: "Les membres fondateurs se réunissent en assemblée constitutive et adoptent les statuts de l'association.",
      },
      {
        date: '2025-05-27',
        title: 'Inscription au registre des associations',
        text: "L'association est inscrite au registre des associations du tribunal judiciaire de Metz et acquiert la capacité juridique.",
      },
      {
        date: '2025-05-28',
        title: "Délivrance de l'attestation d'inscription",
        text: "Le tribunal délivre l'attestation d'inscription sous la référence R2025MET001009.",
      },
      {
        date: null,
        title: 'Une association qui grandit',
        text: 'Nos premiers événements ont réuni des habitants de tous horizons, et de nouveaux membres nous rejoignent pour construire les projets à venir.',
      },
    ],
    homeIntro:
      'Rencontres, concerts, ateliers et moments de partage\u00a0: Action Plus rapproche les cultures et les générations pour faire vivre la diversité et l’entraide au cœur de Metz.',
    contactIntro: 'Une question, une envie de participer ou de proposer un projet\u202f? Notre équipe vous répond avec plaisir.',
    donationIntro: 'Votre don permet à l’association de faire vivre ses rencontres interculturelles, ses ateliers et ses actions de solidarité à Metz.',
  },
  testimonials: {
    testimonials: [
      {
        quote:
          "À la première soirée d'Action Plus, j'ai partagé un repas avec des voisins que je croisais depuis des années sans jamais leur parler. Nous ne nous sommes plus quittés.",
        author: 'Nadia',
        role: 'Participante',
        isHidden: false,
      },
      {
        quote:
          "Arrivé à Metz il y a deux ans, j'ai trouvé ici des personnes qui m'ont aidé à prendre confiance en français. Aujourd'hui, c'est moi qui donne un coup de main aux nouveaux venus.",
        author: 'Emre',
        role: 'Membre bénévole',
        isHidden: false,
      },
      {
        quote:
          "Voir mes petits-enfants échanger avec des jeunes de tous les horizons, c'est exactement ce dont notre ville a besoin. On en ressort toujours plus riches.",
        author: 'Monique',
        role: 'Membre',
        isHidden: false,
      },
    ],
  },
  figures: {
    figures: [
      { source: 'events-held', label: 'Événements', value: null },
      { source: 'active-members', label: 'Membres actifs', value: null },
      { source: 'fixed', label: 'Pays', value: 2 },
    ],
  },
  links: { socialLinks: [] },
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '+33 9 72 10 10 07' },
  taxReceipts: {
    eligible: false,
    wealthTaxEligible: false,
    quality: "Association d'intérêt général ayant un caractère culturel et social",
    object:
      'Dialogue interculturel, diversité, solidarité et inclusion sociale\u202f; liens entre les générations\u202f; tolérance et citoyenneté\u202f; éducation, culture et action sociale avec des partenaires locaux.',
    signatory: { name: 'Cengiz Basbunar', title: 'Président' },
    place: 'Metz',
    signatureImageUrl: '',
  },
  dues: {
    offers: [
      { durationMonths: 6, amountCents: 1500 },
      { durationMonths: 12, amountCents: 2500 },
      { durationMonths: 24, amountCents: 4500 },
      { durationMonths: 36, amountCents: 6500 },
    ],
    defaultDurationMonths: 12,
    invoiceMentions: { vat: "Cotisation hors du champ d'application de la TVA", additional: '' },
  },
  statutes: {
    voterCutOffDaysBefore: 0,
    honoraryMembersVote: false,
    convocationDaysBefore: 15,
    quorumPercent: 0,
    majorities: { ordinary: 'simple', statutesChange: 'two-thirds', dissolution: 'two-thirds' },
    proxiesPerMember: 2,
    secondAssemblyWithoutQuorum: true,
  },
};
