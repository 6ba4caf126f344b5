import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The back office is for staff: never indexed, never followed (robots.ts disallows /staff/ too).
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return children;
}
