import { wireFieldPath } from '@app/contracts/calculation';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorAnswer } from '../../plugins/error-handler';

/**
 * The app's calculation routes answer field paths in the wire's names, as they always have
 * (`person_list.0.wc_states.1.city_id`, docs/product/api.md#conventions); the services say them in plain names
 * (`persons.0.locations.1.city_id`) and the codec renames them here, at the edge.
 */
export function answerInWireNames(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(caught, request, reply);
    if (!body.errors) return reply.code(status).send(body);
    const errors = Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [wireFieldPath(k), v]));
    return reply.code(status).send({ ...body, errors });
  });
}
