import { z } from 'zod';
import { cancelProject, completeProject, rerunAssignment } from '../../assignment/staff-actions';
import type { RoutePlugin } from '../types';
import { requireId } from './params';

const actions = { cancel: cancelProject, rerun: rerunAssignment, complete: completeProject } as const;

/** POST /admin/projects/:id/cancel | rerun | complete */
export const projectActionRoutes: RoutePlugin = async (app, { services }) => {
  for (const [action, run] of Object.entries(actions)) {
    app.post(`/projects/:id/${action}`, async (request) => {
      const id = requireId(z.object({ id: z.string() }).parse(request.params).id, 'project');
      const project = await run(services.assignment, id);
      services.assignmentJob.kick();
      return { data: project };
    });
  }
};
