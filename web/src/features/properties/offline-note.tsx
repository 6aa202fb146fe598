/** The property page's calm note while the device is offline (issue #32): not an error. */
import { css } from 'styled-system/css';
import { Alert } from '@/components/ui';
import { PROPERTY_DETAIL_COPY } from './properties-copy';

export function OfflineNote({ saved }: { saved: boolean }) {
  return (
    <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '6' })}>
      <Alert variant="info" role="status">
        {saved ? PROPERTY_DETAIL_COPY.offlineNote : PROPERTY_DETAIL_COPY.offlineNotSaved}
      </Alert>
    </div>
  );
}
