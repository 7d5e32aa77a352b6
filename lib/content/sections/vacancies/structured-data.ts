/** A vacancy as schema.org JobPosting data, for search engines' job listings. */

/** Who posts the vacancies: the site's name and address. */
export type HiringOrganization = { name: string; url: string };

/** One vacancy's JobPosting: its title, its tasks, expectations and benefits as the description, the day it was posted. */
export function jobPosting(
  vacancy: { title: string; tasksHtml: string; expectationsHtml: string; benefitsHtml: string; datePosted: string },
  organization: HiringOrganization,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: `${vacancy.tasksHtml}${vacancy.expectationsHtml}${vacancy.benefitsHtml}`,
    datePosted: vacancy.datePosted,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Tashkent', addressCountry: 'UZ' },
    },
  };
}
