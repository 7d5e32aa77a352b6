import { inboxListRoute, inboxMetadata } from '@/components/admin/inbox/inbox-routes';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = inboxMetadata('requests');

export default inboxListRoute('requests');
