import { z } from 'zod';
import './zod-locale';

/**
 * GET /api/association-figures, the home page's figures counted from the data: the events already
 * held (started before now, as the past list has them) and the members whose membership runs today
 * (`active` or `expiring-soon`, Paris's calendar), and the people registered this calendar year (Paris) to
 * events held or to come that year. Which of them the home page shows, with which label, beside
 * fixed values, is the association's `figures` setting.
 */
export const ZAssociationFiguresSchema = z.object({
  events_held: z.number().int().min(0),
  active_members: z.number().int().min(0),
  participants_this_year: z.number().int().min(0),
});
export type TAssociationFigures = z.infer<typeof ZAssociationFiguresSchema>;
