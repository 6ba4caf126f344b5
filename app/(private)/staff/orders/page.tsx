import type { Metadata } from 'next';
import { OrdersView } from '@/components/staff/orders-view';
import { StaffShell } from '@/components/staff/staff-shell';

export const metadata: Metadata = { title: 'Orders' };

export default function StaffOrdersPage() {
  return (
    <StaffShell title="Orders">
      <OrdersView />
    </StaffShell>
  );
}
