import { adminContract } from '@/lib/api/contract/admin';
import { projectCandidates } from '../../assignment/candidate-list';
import { offerByHand } from '../../assignment/hand-offer';
import { cancelProject, completeProject, rerunAssignment } from '../../assignment/staff-actions';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';

const actions = { cancelProject, rerunAssignment, completeProject } as const;

const noProject = (sent: Record<string, string>) => notFound(`There is no project ${sent.id ?? ''}.`);

/** POST /admin/projects/{id}/cancel | rerun | complete; who could take a project, and an offer of it by hand. */
export const projectActionRoutes: RoutePlugin = async (app, { services }) => {
  for (const name of ['cancelProject', 'rerunAssignment', 'completeProject'] as const) {
    adminRoute(app, name, async (request) => {
      const { id } = pathParams(adminContract[name].params, request, noProject);
      const project = await actions[name](services.assignment, id, auditFor(request));
      services.assignmentJob.kick();
      return adminAnswer(name, project);
    });
  }

  adminRoute(app, 'getProjectCandidates', async (request) => {
    const { id } = pathParams(adminContract.getProjectCandidates.params, request, noProject);
    return adminAnswer('getProjectCandidates', await projectCandidates(services.assignment, id));
  });

  adminRoute(app, 'offerProjectByHand', async (request, reply) => {
    const { id } = pathParams(adminContract.offerProjectByHand.params, request, noProject);
    const body = bodyOf(adminContract.offerProjectByHand.body, request, 'Choose whom to offer it to.');
    const sent = await offerByHand(services.assignment, id, body, auditFor(request));
    services.outboxJob?.kick();
    return reply.status(201).send(adminAnswer('offerProjectByHand', sent));
  });
};
