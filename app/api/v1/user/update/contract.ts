import { userChangeData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { updateUserSchema } from '@/lib/content/sections/users/schema';

/** POST /api/v1/user/update {id, role?, disabled?, password?, reset_password?}: the updated account. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Changes an account (users right)',
  tag: 'admin',
  access: 'users',
  body: updateUserSchema,
  data: userChangeData,
  errors: ['not_found'],
});
