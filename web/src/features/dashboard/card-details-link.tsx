import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';

/** A dashboard card's "View Details", described by the card's title (which home, which repair). */
export function CardDetailsLink({ to, titleId }: { to: string; titleId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to} aria-describedby={titleId}>
        View Details
      </Link>
    </Button>
  );
}
