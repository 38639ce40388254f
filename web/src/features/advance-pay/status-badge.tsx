/**
 * The status of an Advance Pay transaction as a coloured indicator, shared by the employee,
 * management and admin Advance Pay pages. One definition: the dashboard's recent-transactions
 * table already draws it, so this module re-exports that one.
 */
export { AdvanceStatusBadge } from '../dashboard/transaction-columns';
