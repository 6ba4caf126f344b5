'use client';

import { RouteError } from '@/components/layout/route-error';

export default RouteError;
