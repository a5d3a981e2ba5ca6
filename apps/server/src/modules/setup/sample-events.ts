import type { Database } from '#db/client';
import { events } from '#db/schema';
import { fromParisDateTime, toParisDateTime } from '#lib/paris-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few clearly marked sample events, so that a newcomer sees a living site; admins delete them. */
export async function seedSampleEvents(db: Database, now = new Date()): Promise<number> {
  // That hour on Paris's clocks, summer or winter, whatever the server's zone.
  const at = (daysFromNow: number, hour: number) =>
    fromParisDateTime(toParisDateTime(new Date(now.getTime() + daysFromNow * DAY_MS)).date, `${String(hour).padStart(2, '0')}:00`);
  const samples = [
    {
      title: '[Exemple] Soirée musiques du monde',
      description:
        "Événement d'exemple\u00a0: une soirée de concerts où des musiciens de Metz et d'ailleurs partagent les répertoires de leurs pays. Supprimez-le depuis la page de l'événement.",
      startsAt: at(14, 19),
      type: 'concert',
      location: 'Metz',
      maxParticipants: 80,
      isFeatured: true,
    },
    {
      title: '[Exemple] Atelier cuisine interculturelle',
      description:
        "Événement d'exemple\u00a0: on cuisine ensemble des recettes apportées par les membres, puis on partage le repas. Supprimez-le depuis la page de l'événement.",
      startsAt: at(30, 14),
      type: 'atelier',
      location: 'Metz',
      maxParticipants: 20,
      isFeatured: false,
    },
    {
      title: '[Exemple] Conférence\u00a0: vivre ensemble à Metz',
      description:
        "Événement d'exemple\u00a0: une rencontre-débat sur la diversité et la citoyenneté avec des associations partenaires. Supprimez-le depuis la page de l'événement.",
      startsAt: at(-20, 18),
      type: 'conférence',
      location: 'Metz',
      maxParticipants: 100,
      isFeatured: false,
    },
  ];
  await db.insert(events).values(samples.map((sample) => ({ ...sample, isSample: true })));
  return samples.length;
}
