import { escapeMarkup } from '@/lib/platform/security/escape-markup';

type Props = { id?: string; channels: string[] };

/**
 * One TV package's channel names as a list, rendered on the server. The items are written as one
 * HTML string: in the page's inline RSC data that is one string, where an element per name would
 * carry its name twice (key and text) inside an element's frame, and a package has 150+ names.
 * Each name is escaped, so a name staff typed can only ever show as text.
 */
export function ChannelList({ id, channels }: Props) {
  return (
    <ul
      id={id}
      className="mt-3 scroll-mt-4 columns-2 text-sm *:break-inside-avoid sm:columns-3 lg:columns-4"
      dangerouslySetInnerHTML={{ __html: channels.map((channel) => `<li>${escapeMarkup(channel)}</li>`).join('') }}
    />
  );
}
