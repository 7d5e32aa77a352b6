import { OptimizedImage } from '@/components/ui/optimized-image';

type Leader = { id: string; name: string; position: string; image: string; bio?: string };

// Only a path of our own is a photo: the static component's image is free text until staff upload one.
const PHOTO = /^\/(uploads|images)\/[\w./-]+$/;

/** A leader: the uploaded photo above name and role, or, without one, a name card (name, role, short text). */
export function LeaderCard({ leader }: { leader: Leader }) {
  const photo = PHOTO.test(leader.image);
  return (
    <li className="flex flex-col rounded-xl border border-line p-4">
      {photo && (
        <OptimizedImage
          src={leader.image}
          alt={leader.name}
          width={240}
          height={240}
          sizes="(max-width: 640px) 90vw, (max-width: 1024px) 45vw, 240px"
          className="mx-auto mb-3 aspect-square w-full max-w-60 rounded-xl object-cover"
        />
      )}
      <h3 className="text-lg font-semibold">{leader.name}</h3>
      <p className="text-sm font-medium text-brand-700">{leader.position}</p>
      {leader.bio && <p className="mt-2 text-sm text-muted">{leader.bio}</p>}
    </li>
  );
}
