import { z } from 'zod';
import { zText, ZEmailSchema, ZNameSchema } from './fields';
import { LIMITS, stopWhenTooLong } from './limits';
import { ZGrantableRoleSchema, ZPermissionSchema } from './roles';
import './zod-locale';

export const USER_ROLES = ['user', 'admin'] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

/** A user as the API shows it: never a password hash, never a token. */
export const ZUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: ZUserRoleSchema,
  profileImage: z.string().nullable(),
  created_at: z.string(),
  /** Whether the owner proved they read this address (a link mailed to it, or Google's word). */
  emailVerified: z.boolean(),
  /** False for an account that signs in only with Google (or an invitation not yet taken up). */
  hasPassword: z.boolean(),
  /** Day-before reminders and notices of changed or cancelled events; confirmations of one's own actions always go. */
  eventRemindersEnabled: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** The signed-in account as it sees itself: also what its roles allow, so that the web shows only that (decision 041). */
export const ZCurrentUserSchema = ZUserSchema.extend({
  /** The roles held beyond `member`, which every account is. */
  roles: z.array(ZGrantableRoleSchema),
  permissions: z.array(ZPermissionSchema),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

const ZProfileImageSchema = zText("L'image de profil")
  .trim()
  .max(LIMITS.urlMax, stopWhenTooLong(`L'adresse de l'image ne doit pas dépasser ${LIMITS.urlMax} caractères.`))
  .refine(
    (value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(value),
    "L'image de profil doit être une adresse web (https://…).",
  );

export const ZUpdateProfileRequestSchema = z.object({
  firstName: ZNameSchema('Le prénom'),
  lastName: ZNameSchema('Le nom'),
  /**
   * The form shows the address, but changing it goes through POST /api/users/me/email (current
   * password, then a link to the new address): a different address here is refused.
   */
  email: ZEmailSchema.optional(),
  profileImage: ZProfileImageSchema.nullable().optional(),
  /** Left out: unchanged. */
  eventRemindersEnabled: z.boolean({ error: 'Le choix des rappels doit valoir true ou false.' }).optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

export const USER_MESSAGES = {
  accountDeleted: 'Votre compte et vos données personnelles ont été supprimés.',
} as const;
