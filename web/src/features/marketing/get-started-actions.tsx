import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { actionRow } from '@/components/content/marketing-ui';
import { paths } from '@/lib/paths';

/**
 * The two large buttons under a marketing headline (landing hero, Features header): "Get
 * Started" to registration and an outline link to How It Works, labelled `learnMore`.
 */
export function GetStartedActions({
  learnMore,
  className,
}: {
  learnMore: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx(actionRow, className)}>
      <Button asChild size="lg">
        <Link to={paths.register}>
          Get Started
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.howItWorks}>{learnMore}</Link>
      </Button>
    </div>
  );
}
