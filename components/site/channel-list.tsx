type Props = { id?: string; channels: string[] };

/**
 * One TV package's channel names as a list, rendered on the server: no list of names is handed to
 * a client component as props. The items carry no class of their own (the list styles them),
 * which keeps each one small in the page's data.
 */
export function ChannelList({ id, channels }: Props) {
  return (
    <ul id={id} className="mt-3 scroll-mt-4 columns-2 text-sm *:break-inside-avoid sm:columns-3 lg:columns-4">
      {channels.map((channel) => (
        <li key={channel}>{channel}</li>
      ))}
    </ul>
  );
}
