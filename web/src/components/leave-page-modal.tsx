import type { Blocker } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LEAVE_PAGE_MESSAGE } from './use-leave-guard';

/** The question of a blocked navigation: stay on the form, or leave and lose the changes. */
export function LeavePageModal({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal
      visible={open}
      onDismiss={() => blocker.reset?.()}
      header="Unsaved changes"
      data-testid="leave-page-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => blocker.reset?.()} data-testid="leave-page-stay">
              Stay
            </Button>
            <Button variant="primary" onClick={() => blocker.proceed?.()} data-testid="leave-page-leave">
              Leave
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {LEAVE_PAGE_MESSAGE}
    </Modal>
  );
}
