import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { PageHeader } from './page-header';
import { RichText } from './rich-text';

type Props = {
  backHref: string;
  backLabel: string;
  service: { title: string; summary: string; body: string };
  children?: ReactNode;
};

/** The body of one service's page: the way back to the list, title, lead and description; extras below. */
export function ServiceDetail({ backHref, backLabel, service, children }: Props) {
  return (
    <>
      <nav aria-label={backLabel} className="mb-3 text-sm">
        <SiteLink href={backHref} className="inline-flex items-center gap-1 text-brand-700 underline">
          <Icon icon={ArrowLeft} aria-hidden className="size-4" />
          {backLabel}
        </SiteLink>
      </nav>
      <PageHeader title={service.title} lead={service.summary} />
      <RichText html={service.body} className="max-w-3xl" />
      {children}
    </>
  );
}
