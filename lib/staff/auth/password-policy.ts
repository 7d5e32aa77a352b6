/**
 * Password policy (OWASP ASVS L2): the one length rule, 8 to 128 characters with no composition
 * rules, for the users form, its label and the server alike (client-safe). The server also refuses
 * common passwords (lib/staff/auth/common-password.ts).
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A staff password: its length only; the refusal names the limit (tooShort/tooLong with min/max). */
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
