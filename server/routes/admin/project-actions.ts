import { adminContract } from '@/lib/api/contract/admin';
import { cancelProject, completeProject, rerunAssignment } from '../../assignment/staff-actions';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, pathParams } from './contract-route';

const actions = { cancelProject, rerunAssignment, completeProject } as const;

/** POST /admin/projects/{id}/cancel | rerun | complete */
export const projectActionRoutes: RoutePlugin = async (app, { services }) => {
  for (const name of ['cancelProject', 'rerunAssignment', 'completeProject'] as const) {
    adminRoute(app, name, async (request) => {
      const { id } = pathParams(adminContract[name].params, request, (sent) => notFound(`There is no project ${sent.id ?? ''}.`));
      const project = await actions[name](services.assignment, id, auditFor(request));
      services.assignmentJob.kick();
      return adminAnswer(name, project);
    });
  }
};
