import { apiError, errorStatus, usersMeResponseSchema } from '@app/contracts';
import { HttpResponse, http } from 'msw';
import { apiPath } from '../base.js';
import { activeUser } from '../fixtures/users.js';
import { hasBearer, respondWith } from '../respond.js';

export const usersHandlers = [
  http.get(apiPath('/users/me'), ({ request }) => {
    if (!hasBearer(request)) {
      return HttpResponse.json(apiError('unauthorized'), { status: errorStatus('unauthorized') });
    }
    return respondWith(usersMeResponseSchema, activeUser);
  }),
];
