import { paths } from '../../../../shared/routes';
/** The withdrawal policy pages' paths. */
export const POLICIES_PATH = paths.withdrawalPolicies();
export const ADVANCED_CREATE_PATH = paths.advancedPolicyCreate();
export const advancedEditPath = (policyId: string) => paths.advancedPolicyEdit({ policyId });

/** Messages of the policy screens: failures, success toasts and hints. */
export const POLICY_MESSAGES = {
  createFailed: 'Policy creation failed!',
  getFailed: 'Error retrieving the policy! Please reload the page!',
  noPolicies: 'No policies were found!',
  noGeneral: 'General Withdrawal Policy not Found!',
  updateFailed: 'Policy update failed!',
  approveFailed: 'Policy approval failed!',
  deleteFailed: 'Policy deletion failed!',
  notPending: 'Policy approval only for PENDING policies!',
  created: 'Withdrawal policy created. It applies once a Manager approves it.',
  updated: 'Withdrawal policy updated. It applies once a Manager approves it.',
  approved: 'Withdrawal policy approved. It now applies to withdrawals.',
  approvedMany: (n: number) => `${n} withdrawal policies approved. They now apply to withdrawals.`,
  deleted: 'Withdrawal policy deleted.',
  /** docs/rules.md#withdrawal-policies: only APPROVED policies apply to withdrawals. */
  onlyApproved:
    'Only APPROVED policies apply to withdrawals. A new or changed policy is PENDING until a Manager approves it.',
} as const;
