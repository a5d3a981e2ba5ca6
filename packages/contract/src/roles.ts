import { z } from 'zod';
import { ZCurrentPasswordSchema } from './account-security';
import { zText } from './fields';
import './zod-locale';

/**
 * Roles as sets of permissions (decision 041). Both are fixed here, in code: a role is not
 * free-form, so the server's guards, the web's menu and the authorization walk all read this one
 * table. Identifiers are English, the names shown are French.
 */

export const PERMISSIONS = [
  /** The association's settings (identity, dues, mentions) and the first-start questions. */
  'settings.manage',
  /** « Équipe et droits »: grant and remove roles. */
  'roles.manage',
  /** The audit trail (issue 25, part B). */
  'journal.read',
  /** Create an event; its creator then manages it. */
  'events.create',
  /** Upload images (an event's, an article's, the association's logo). */
  'images.upload',
  /** Manage the events one created or was assigned to as co-organiser. */
  'events.manage_own',
  /** Manage every event, whoever created it, and assign co-organisers to any. */
  'events.manage_any',
  /** Read the members' list and records. */
  'members.read',
  /** Create (invite) member accounts. */
  'members.manage',
  /** Record and renew memberships, their invoices. */
  'memberships.manage',
  /** Online payments: record a payment by hand, reconcile with HelloAsso, see refunds. */
  'payments.manage',
  /** Donations and their tax receipts. */
  'donations.manage',
  /** The treasury's figures and the accountant's exports. */
  'treasury.read',
  /** Contact messages and the replies to them. */
  'contact.manage',
  /** Write news articles about the events one manages, and edit one's own (issue 26). */
  'news.write',
  /** Write, edit, schedule and remove every news article. */
  'news.manage',
  /** Write and send announcements to members (issue 27), with their consent. */
  'announcements.send',
  /** Prepare and run general assemblies: agenda, resolutions, voters, session, minutes (issue 28). */
  'assemblies.manage',
] as const;
export const ZPermissionSchema = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermissionSchema>;

export const ROLES = ['admin', 'treasurer', 'secretary', 'organiser', 'member'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type TRole = z.infer<typeof ZRoleSchema>;

/** The roles one grants; `member` is every account's and is never stored. */
export const GRANTABLE_ROLES = ['admin', 'treasurer', 'secretary', 'organiser'] as const satisfies readonly TRole[];
export const ZGrantableRoleSchema = z.enum(GRANTABLE_ROLES, { error: 'Ce rôle n’existe pas.' });
export type TGrantableRole = z.infer<typeof ZGrantableRoleSchema>;

export interface TRoleDefinition {
  name: string;
  description: string;
  permissions: readonly TPermission[];
}

export const ROLE_DEFINITIONS = {
  admin: {
    name: 'Administrateur',
    description: 'Tout, y compris les rôles et les paramètres de l’association.',
    permissions: PERMISSIONS,
  },
  treasurer: {
    name: 'Trésorier',
    description: 'Les adhésions, les factures, les paiements, les dons, les reçus fiscaux, la trésorerie et leurs exports.',
    permissions: ['members.read', 'memberships.manage', 'payments.manage', 'donations.manage', 'treasury.read'],
  },
  secretary: {
    name: 'Secrétaire',
    description: 'Les membres, les messages de contact et leurs réponses, les actualités, les annonces aux membres, les assemblées générales.',
    permissions: ['members.read', 'members.manage', 'contact.manage', 'images.upload', 'news.write', 'news.manage', 'announcements.send', 'assemblies.manage'],
  },
  organiser: {
    name: 'Organisateur',
    description:
      'Crée des événements et gère ceux qu’il a créés ou qui lui sont confiés : modification, participants, listes, suppression, émargement, actualités de ces événements.',
    permissions: ['events.create', 'images.upload', 'events.manage_own', 'news.write'],
  },
  member: {
    name: 'Membre',
    description: 'Tout compte : s’inscrire aux événements, gérer son profil et ses adhésions.',
    permissions: [],
  },
} as const satisfies Record<TRole, TRoleDefinition>;

/** Every permission the roles give, once each, in the table's order. */
export function permissionsOf(roles: readonly TRole[]): TPermission[] {
  const held = new Set<TPermission>(roles.flatMap((role) => ROLE_DEFINITIONS[role].permissions));
  return PERMISSIONS.filter((permission) => held.has(permission));
}

export const hasPermission = (permissions: readonly TPermission[] | undefined, permission: TPermission): boolean => permissions?.includes(permission) ?? false;

export const ROLE_MESSAGES = {
  permissionDenied: 'Votre rôle ne vous permet pas cette action.',
  eventNotManaged: 'Vous ne gérez pas cet événement : seuls son créateur, ses co-organisateurs et les administrateurs le peuvent.',
  lastAdmin: "Impossible de retirer le dernier administrateur : nommez-en d'abord un autre.",
  roleGranted: 'Rôle attribué.',
  roleRemoved: 'Rôle retiré.',
  alreadyHeld: 'Ce compte a déjà ce rôle.',
  notHeld: 'Ce compte n’a pas ce rôle.',
  accountNotFound: 'Ce compte n’existe pas.',
  organiserAdded: 'Co-organisateur ajouté.',
  notAnOrganiser: 'Ce compte n’a pas le rôle Organisateur : donnez-le-lui d’abord dans « Équipe et droits ».',
  alreadyOrganiser: 'Ce compte organise déjà cet événement.',
  notAnOrganiserOfEvent: 'Ce compte n’est pas co-organisateur de cet événement.',
  organiserRemoved: 'Co-organisateur retiré.',
} as const;

// ─── « Équipe et droits » ────────────────────────────────────────────────────

export const ZTeamMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.array(ZGrantableRoleSchema),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

export const ZTeamResponseSchema = z.object({ members: z.array(ZTeamMemberSchema) });
export type TTeamResponse = z.infer<typeof ZTeamResponseSchema>;

export const ZTeamSearchQuerySchema = z.object({
  q: zText('La recherche').trim().min(2, 'Tapez au moins deux caractères.').max(100, 'La recherche ne doit pas dépasser 100 caractères.'),
});
export type TTeamSearchQuery = z.infer<typeof ZTeamSearchQuerySchema>;

export const ZRoleChangeRequestSchema = z.object({
  user_id: z.number({ error: 'Choisissez un compte.' }).int().positive(),
  role: ZGrantableRoleSchema,
  /** The acting admin's password; an account without one (Google only) must have signed in recently. */
  current_password: ZCurrentPasswordSchema.optional(),
});
export type TRoleChangeRequest = z.infer<typeof ZRoleChangeRequestSchema>;

export const ZEventOrganiserSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_creator: z.boolean(),
});
export type TEventOrganiser = z.infer<typeof ZEventOrganiserSchema>;

/**
 * GET /api/events/{id}/organisers: who manages the event. `may_assign` says whether the request may
 * add and remove co-organisers (the event's creator, or whoever manages every event); `candidates`
 * are then the accounts it may add (they hold the Organisateur role and do not manage it yet), and
 * empty otherwise.
 */
export const ZEventOrganisersResponseSchema = z.object({
  organisers: z.array(ZEventOrganiserSchema),
  may_assign: z.boolean(),
  candidates: z.array(ZEventOrganiserSchema.omit({ is_creator: true })),
});
export type TEventOrganisersResponse = z.infer<typeof ZEventOrganisersResponseSchema>;

export const ZAddEventOrganiserRequestSchema = z.object({
  user_id: z.number({ error: 'Choisissez un organisateur.' }).int('Choisissez un organisateur.').positive('Choisissez un organisateur.'),
});
export type TAddEventOrganiserRequest = z.infer<typeof ZAddEventOrganiserRequestSchema>;
