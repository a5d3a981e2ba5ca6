/**
 * The association's identity: the one place to change for another association to run this site.
 * Read by the pages, the footer, the mails, the invoices and the structured data.
 */
export const ASSOCIATION = {
  name: 'Action Plus',
  alternateName: 'ACTION+',
  shortDescription: 'Association culturelle et solidaire à Metz\u00a0: dialogue interculturel, diversité, solidarité et inclusion sociale.',
  foundedYear: 2025,
  legalStatus: 'Association de droit local (Alsace-Moselle), articles 21 à 79-III du code civil local',
  /** Why the legal notices show a court registration rather than the usual loi 1901 and RNA number. */
  legalStatusNote:
    "Les associations dont le siège est situé en Moselle, dans le Bas-Rhin ou dans le Haut-Rhin relèvent du droit local et non de la loi du 1er juillet 1901\u00a0: elles sont inscrites au registre des associations du tribunal judiciaire et n'ont pas de numéro RNA.",
  registry: 'registre des associations du tribunal judiciaire de Metz',
  registrationNumber: 'R2025MET001009',
  milestones: {
    statutesAdopted: '2025-04-04',
    registered: '2025-05-27',
    certificateIssued: '2025-05-28',
  },
  address: {
    street: '3A rue des Jardiniers',
    postalCode: '57000',
    city: 'Metz',
    region: 'Grand Est',
    country: 'France',
    countryCode: 'FR',
    latitude: 49.1203,
    longitude: 6.1849,
  },
  phone: '+33 3 87 56 75 00',
  phoneDisplay: '03 87 56 75 00',
  email: 'contact@actionplusmetz.org',
  website: 'https://actionplusmetz.org',
  websiteDisplay: 'actionplusmetz.org',
  openingHours: [
    { days: 'Lundi - Vendredi', hours: '9h00 - 18h00', schema: 'Mo-Fr 09:00-18:00' },
    { days: 'Samedi', hours: '10h00 - 16h00', schema: 'Sa 10:00-16:00' },
    { days: 'Dimanche', hours: 'Fermé', schema: null },
  ],
  officers: [
    { name: 'Cengiz Basbunar', role: 'Président', isPublicationDirector: true },
    { name: 'Ceyhun Sahin', role: 'Vice-président', isPublicationDirector: false },
    { name: 'Ahmet Ozturk', role: 'Secrétaire', isPublicationDirector: false },
  ],
  values: ['Respect', 'Diversité', 'Inclusion', 'Innovation', 'Engagement'],
  /** One sentence per value, in the order of `values`. */
  valueDescriptions: [
    'Chaque personne est accueillie avec son histoire, sa langue et ses convictions, et écoutée sans jugement.',
    'Nos différences sont une richesse\u00a0: nous les faisons connaître, dialoguer et se rencontrer.',
    "Nos activités sont ouvertes à toutes et à tous, quels que soient l'âge, l'origine ou les moyens.",
    "Nous inventons de nouvelles façons de se rencontrer, d'apprendre et de créer ensemble.",
    "Membres et bénévoles s'investissent concrètement dans la vie de leur quartier et de leur ville.",
  ],
  /** The home page's headline. */
  tagline: 'Ensemble, cultivons le dialogue et la solidarité',
  /** Why the association exists, in a few paragraphs (about page). */
  mission: [
    "Action Plus est née à Metz en 2025 d'une conviction simple\u00a0: la diversité des cultures est une richesse lorsqu'elle se partage. L'association crée des occasions de rencontre entre des personnes d'origines, de générations et de parcours différents.",
    'Concerts, expositions, conférences, ateliers et moments conviviaux\u00a0: chacune de nos activités est pensée pour que chacun y trouve sa place, apprenne des autres et se sente membre à part entière de la vie locale.',
  ],
  /** What the statutes set out to do. */
  purposes: [
    { title: 'Dialogue interculturel', text: "Faire se rencontrer des personnes de cultures, de langues et d'horizons différents autour de moments partagés." },
    {
      title: 'Solidarité et inclusion sociale',
      text: "Tendre la main à celles et ceux qui se sentent à l'écart et leur ouvrir une place dans la vie de la cité.",
    },
    { title: 'Liens entre les générations', text: 'Réunir enfants, familles et aînés pour transmettre les savoirs, les histoires et les talents de chacun.' },
    { title: 'Tolérance et citoyenneté', text: "Encourager le respect mutuel, l'engagement citoyen et la participation de toutes et de tous à la vie locale." },
    { title: 'Éducation, culture et action sociale', text: 'Proposer ateliers, rencontres et projets éducatifs avec nos partenaires locaux.' },
  ],
  /** Fixed testimonials of the home page (spec §1). */
  testimonials: [
    {
      quote:
        "À la première soirée d'Action Plus, j'ai partagé un repas avec des voisins que je croisais depuis des années sans jamais leur parler. Nous ne nous sommes plus quittés.",
      author: 'Nadia',
      role: 'Participante',
    },
    {
      quote:
        "Arrivé à Metz il y a deux ans, j'ai trouvé ici des personnes qui m'ont aidé à prendre confiance en français. Aujourd'hui, c'est moi qui donne un coup de main aux nouveaux venus.",
      author: 'Emre',
      role: 'Membre bénévole',
    },
    {
      quote:
        "Voir mes petits-enfants échanger avec des jeunes de tous les horizons, c'est exactement ce dont notre ville a besoin. On en ressort toujours plus riches.",
      author: 'Monique',
      role: 'Membre',
    },
  ],
  /**
   * The home page's « Pays » figure, counted by the association (the countries its members and
   * projects come from): the site knows no country of anyone. Its other figures are counted from
   * the data (GET /api/association-figures).
   */
  countriesFigure: 2,
  /** Profiles on social networks, shown where the association's contact details are; none yet. */
  socialLinks: [] as { label: string; url: string }[],
  /**
   * Tax receipts for donations (Cerfa n° 11580). A receipt wrongly issued is fined, so `eligible`
   * stays false until the association has confirmed that it is of general interest (decision 026);
   * the server's TAX_RECEIPTS_ELIGIBLE may only confirm it for a test run. The texts are the
   * receipt's mentions about the beneficiary. The site issues receipts to private persons only
   * (article 200 du CGI; a company's gift, article 238 bis, takes the Cerfa n° 2041-MEC). Article 978
   * (the IFI) applies to few organisations: `wealthTaxEligible` says the association is one, and only
   * then does a receipt certify it (decision 036).
   */
  taxReceipts: {
    eligible: false as boolean,
    wealthTaxEligible: false as boolean,
    quality: "Association d'intérêt général ayant un caractère culturel et social",
    object:
      'Dialogue interculturel, diversité, solidarité et inclusion sociale\u202f; liens entre les générations\u202f; tolérance et citoyenneté\u202f; éducation, culture et action sociale avec des partenaires locaux.',
    signatory: { name: 'Cengiz Basbunar', title: 'Président' },
    place: 'Metz',
  },
  /** The host, required in the legal notices (LCEN art. 6); set it to the real one when deploying. */
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
    phone: '+33 9 72 10 10 07',
  },
} as const;

export const formatLegacyPostalAddress = (separator = ', ') =>
  [ASSOCIATION.address.street, `${ASSOCIATION.address.postalCode} ${ASSOCIATION.address.city}`, ASSOCIATION.address.country].join(separator);
