'use client';

type Props = { id: string; channels: string[] };

/**
 * One TV package's channel names as a list. A client component only so that the page's RSC payload
 * carries the names as one array of strings: rendered on the server, every `<li>` went into the
 * payload as its own element object with its class (and React outlined the ones both packages
 * share into rows of their own), a markedly larger payload than the plain list.
 */
export function ChannelList({ id, channels }: Props) {
  return (
    <ul id={id} className="mt-3 scroll-mt-4 columns-2 text-sm sm:columns-3 lg:columns-4">
      {channels.map((channel) => (
        <li key={channel} className="break-inside-avoid">
          {channel}
        </li>
      ))}
    </ul>
  );
}
