import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import * as contract from './contract';

const notFound = async (): Promise<Response> => {
  throw fail('not_found');
};

export const GET = defineRoute(contract.GET, notFound);
export const POST = defineRoute(contract.POST, notFound);
export const PUT = defineRoute(contract.PUT, notFound);
export const PATCH = defineRoute(contract.PATCH, notFound);
export const DELETE = defineRoute(contract.DELETE, notFound);
export const OPTIONS = defineRoute(contract.OPTIONS, notFound);
