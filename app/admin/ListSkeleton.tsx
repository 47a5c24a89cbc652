import { visuallyHidden } from '../marketing/shared/layout.css';
import { Card } from '../ui/Card';
import { Skeleton, SkeletonText } from '../ui/Skeleton';

/** Placeholder cards while a list loads; announced once as "Loading {what}". */
export function ListSkeleton({
  count,
  what,
  className,
}: {
  count: number;
  what: string;
  className: string;
}) {
  return (
    <div aria-busy="true">
      <span className={visuallyHidden} role="status">
        Loading {what}
      </span>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Card key={index}>
            <Skeleton width="55%" height="1.25em" />
            <SkeletonText lines={2} />
          </Card>
        ))}
      </div>
    </div>
  );
}
