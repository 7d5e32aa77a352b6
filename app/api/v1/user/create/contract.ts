import { userChangeData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { createUserSchema } from '@/lib/content/sections/users/schema';

/** POST /api/v1/user/create {email, role, password?}: the account, and its generated password once. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Creates an account; a generated password is answered once (users right)',
  tag: 'admin',
  access: 'users',
  body: createUserSchema,
  data: userChangeData,
  errors: ['conflict'],
});
