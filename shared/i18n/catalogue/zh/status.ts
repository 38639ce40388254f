import type { Translation } from '..';
import type { status as english } from '../en/status';

export const status: Translation<typeof english> = {
  'status.pending': '待处理',
  'status.approved': '已批准',
  'status.processing': '处理中',
  'status.completed': '已完成',
  'status.rejected': '已拒绝',
  'status.cancelled': '已取消',
};
