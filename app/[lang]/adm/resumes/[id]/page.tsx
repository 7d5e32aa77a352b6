import { inboxDetailRoute, inboxMetadata } from '@/components/admin/inbox/inbox-routes';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = inboxMetadata('resumes');

export default inboxDetailRoute('resumes');
