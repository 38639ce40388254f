import type { Translation } from '..';
import type { status as english } from '../en/status';

export const status: Translation<typeof english> = {
  'status.pending': 'Belum Selesai',
  'status.approved': 'Diluluskan',
  'status.processing': 'Diproses',
  'status.completed': 'Selesai',
  'status.rejected': 'Ditolak',
  'status.cancelled': 'Dibatalkan',
};
