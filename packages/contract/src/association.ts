/**
 * The association's identity: the one place to change for another association to run this site.
 * Read by the pages, the footer, the mails, the invoices and the structured data.
 */
export const ASSOCIATION = {
  name: 'Action Plus',
  alternateName: 'ACTION+',
  shortDescription:
    'Association culturelle et solidaire à Metz : dialogue interculturel, diversité, solidarité et inclusion sociale.',
  foundedYear: 2025,
  legalStatus: 'Association de droit local (Alsace-Moselle), articles 21 à 79-III du code civil local',
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
  homeFigures: [
    { label: 'Événements', value: 1 },
    { label: 'Membres actifs', value: 45 },
    { label: 'Pays', value: 2 },
  ],
  socialLinks: [] as { label: string; url: string }[],
  /** The host, required in the legal notices (LCEN art. 6); set it to the real one when deploying. */
  host: {
    name: 'OVH SAS',
    address: '2 rue Kellermann, 59100 Roubaix, France',
    phone: '+33 9 72 10 10 07',
  },
} as const;

export const formatPostalAddress = (separator = ', ') =>
  [ASSOCIATION.address.street, `${ASSOCIATION.address.postalCode} ${ASSOCIATION.address.city}`, ASSOCIATION.address.country].join(
    separator,
  );
