export function receipt(reference: string, at: Date) {
  return { data: { reference, receivedAt: at.toISOString() } };
}
