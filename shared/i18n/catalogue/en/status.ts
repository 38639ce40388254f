/** The statuses of an Advance Pay request, as every page shows them. */
export const status = {
  'status.pending': 'Pending',
  'status.approved': 'Approved',
  'status.processing': 'Processing',
  'status.completed': 'Completed',
  'status.rejected': 'Rejected',
  'status.cancelled': 'Cancelled',
} as const;
