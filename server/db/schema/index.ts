export * from './assignment';
export * from './platform';
export * from './submissions';
export * from './staff';
export * from './audit';
export * from './orders';
export * from './certificates';
export * from './invoices';
