/** Dates on screen are dd/MM/yyyy; the API carries yyyy-MM-dd (the helpers live in shared/, the server's notices write dates the same way). */
export * from '../../../shared/domain/time/date-text';
