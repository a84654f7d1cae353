// The Russian pages' web app manifest (lib/app-manifest.ts).
import { manifestResponse } from '../../lib/app-manifest.ts';

export function GET(): Response {
  return manifestResponse('ru');
}
