import { userListData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/user/all: every staff account (users right). */
export const GET = routeContract({
  method: 'GET',
  summary: 'Every staff account (users right)',
  tag: 'admin',
  access: 'users',
  data: userListData,
});
