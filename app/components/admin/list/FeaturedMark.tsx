import Star from 'lucide-react/icons/star';

/** "Yes" with a star, or "no", in the featured column of the projects and blog lists. */
export function FeaturedMark({ featured, yes, no }: { featured: boolean; yes: string; no: string }) {
  return featured ? (
    <span className="inline-flex items-center gap-1 text-amber-800">
      <Star className="size-4 fill-current" aria-hidden="true" />
      {yes}
    </span>
  ) : (
    <span className="text-slate-500">{no}</span>
  );
}
