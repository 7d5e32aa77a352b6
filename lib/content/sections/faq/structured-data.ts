/** The FAQ as schema.org FAQPage data: every question with its answer as plain text. */
export function faqStructuredData(entries: readonly { question: string; answerText: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answerText },
    })),
  };
}
