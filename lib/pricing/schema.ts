/** The zod schemas of the price tables and of each calculator's input. */
export * from './table-schema';
export * from './input-schema';
