import { z } from 'zod';
import {
  emailAddress,
  IdSchema,
  IsoDateSchema,
  optionalText,
  RoleSchema,
  requiredText,
} from './common';
import { isProjectId, PROJECT_ID_LIKE_NAME } from './projectIds';

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password must be 200 characters or less');

export const LoginRequestSchema = z.strictObject({
  username: requiredText('Username is required', 320),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.strictObject({
  username: requiredText('Username is required', 100),
  password: PasswordSchema,
  email: emailAddress('Please enter a valid email address').nullish(),
  fullName: optionalText(200),
  company: optionalText(200).refine(
    (company) => company === null || !isProjectId(company),
    PROJECT_ID_LIKE_NAME,
  ),
  // Accepted so old clients keep working, and deliberately ignored: every
  // self-registered account is a customer.
  role: z.unknown().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const UserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  company: z.string().nullable(),
  clientAccess: z.string().nullable(),
  role: RoleSchema,
  createdAt: IsoDateSchema,
});
export type User = z.infer<typeof UserSchema>;

export const SetPasswordRequestSchema = z.strictObject({
  userId: requiredText('User id is required', 200),
  password: PasswordSchema,
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * The app's password step after an expert signup or a client inquiry (spec section 5):
 * both fields required, at least 6 characters, and the same twice. The server only
 * sees `password` (SetPasswordRequestSchema); the confirmation never leaves the form.
 */
export const PasswordSetupFormSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
      .max(200, 'Password must be 200 characters or less'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type PasswordSetupForm = z.infer<typeof PasswordSetupFormSchema>;
