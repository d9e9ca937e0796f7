import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { bootstrapReply, industries, settingsReply, states, texasCities, userReply } from './api-fixtures';

/**
 * The API at the HTTP boundary: what every signed-in page reads first. A test adds or overrides the routes it
 * exercises with `server.use(...)`; an unanswered request fails the test (see setup.ts).
 */
export const server = setupServer(
  http.get('*/api/user', () => HttpResponse.json(userReply())),
  http.get('*/api/bootstrap', () => {
    const { data, expire } = userReply();
    return HttpResponse.json(bootstrapReply(data, expire));
  }),
  http.get('*/api/states', () => HttpResponse.json({ data: states })),
  http.get('*/api/industries', () => HttpResponse.json({ data: industries })),
  http.get('*/api/cities', ({ request }) => {
    const stateId = Number(new URL(request.url).searchParams.get('state_id'));
    return HttpResponse.json({ data: texasCities.filter((c) => c.state_id === stateId) });
  }),
  http.post('*/api/organization_settings', () => HttpResponse.json(settingsReply())),
);
